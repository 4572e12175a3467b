/// The intents SPEC defines.
public enum Intent: String, Sendable, Hashable, CaseIterable {
    case order
    case reorder
    case sendPayment = "send_payment"
    case requestPayment = "request_payment"
    case checkBalance = "check_balance"
    case requestRide = "request_ride"
    case none

    /// A small number per intent, for bit sets and tables.
    var ordinal: Int {
        switch self {
        case .order: return 0
        case .reorder: return 1
        case .sendPayment: return 2
        case .requestPayment: return 3
        case .checkBalance: return 4
        case .requestRide: return 5
        case .none: return 6
        }
    }
}
