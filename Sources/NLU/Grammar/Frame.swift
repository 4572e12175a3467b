/// What the grammar read from an utterance, before resolution: the intent and,
/// for each slot, the units that fill it. Unit indices refer to `sentence.units`.
struct Frame: Sendable {
    struct Item: Sendable {
        /// A product entity, or unknown words said where a product goes.
        var product: Int?
        var unknownProduct: Range<Int>?
        var size: Int?
        var quantity: Int?
        /// wo men si ge ren mei ren yi bei: the count is for each of this many people, said at
        /// `word` ("each person").
        var perPerson: (people: Int, word: Int)? = nil
    }

    struct Place: Sendable {
        var units: Range<Int>
        /// A canonical place (current_location) when the span is one.
        var id: String?
    }

    var sentence: Sentence
    var intent: Intent
    var score: Double
    var select: String?
    var sources: [String]

    var person: Range<Int>?
    /// A beneficiary named elsewhere in the utterance, used when `person`
    /// (a pronoun, a description) does not resolve.
    var alternatePerson: Range<Int>?
    /// `person` reaching further back into the kana run it is written in (ha na ko san:
    /// the particle ha and the frame na are the name's first syllables), nearest first;
    /// tried when `person` matches nobody.
    var widerPersons: [Range<Int>] = []
    /// Beneficiaries joined to `person` by "and" (gei zhang san he li si): one
    /// transfer cannot pay both, so the payee becomes a choice.
    var joinedPersons: [Int] = []
    var personIsSelf = false
    var amount: Int?
    /// The amount was said with "about" before its verb: no exact amount to pay.
    var amountHedged = false
    /// A currency named without an amount (yongmei yuan).
    var currencyMention: Int?
    var note: Range<Int>?
    var items: [Item] = []
    /// Reorder: what was named, to pick from history.
    var namedProduct: Int?
    /// Reorder: the day of the order meant (11 gatsu 22 nichi no yatsu).
    var namedDay: CalendarDay?
    var namedSize: Int?
    var account: Int?
    var pickup: Place?
    var dropoff: Place?
    var party: Int?
    /// Further counts of people added to `party` (otona 2-nin to kodomo 1-nin).
    var partyAlso: [Int] = []
    /// People named among who rides (watashi to tsuma, wo he lao gong): one rider each.
    var partyPeople: [Int] = []
    /// People said to ride along (tsuma mo norimasu, lao po ye yi qi zuo): one rider each more
    /// than the party of the turn before, or than the speaker.
    var partyJoining: [Int] = []
    /// People said not to ride after all (wo ba bu qu le): one rider each fewer.
    var partyLeaving: [Int] = []
    /// The last unit of a party listed with "and" (... liang ge xiao hai): where the words for it end.
    var partyEnd: Int?
    /// The count at `party` said as a change (zai jia yi ge ren: +1, shao yi ge: -1), to apply
    /// to the party of the turn before.
    var partyChange = 0
    /// The counts and people said (`party`, `partyAlso`, `partyPeople`) ride along with whoever
    /// rides already (liang ge hai zi ye yi qi zuo, tsuma to kodomo futari mo norimasu): in one
    /// utterance the speaker rides as well; in a dialog they add to the party so far.
    var partyJoinsSpeaker = false
    /// Dialog answers: an ordinal (dier ge, 2 banme), a yes or a no.
    var ordinal: Int?
    var affirmed = false
    var denied = false

    /// The strongest cue word said for the intent (0: read on evidence alone).
    var cue: Double = 0
}
