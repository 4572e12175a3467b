import Testing
@testable import NLU

@Suite struct ExactDecimalTests {
    @Test func parsesAndPrintsWithoutFloatingPoint() {
        #expect(ExactDecimal("2500.50")?.description == "2500.5")
        #expect(ExactDecimal("0.1")!.adding(ExactDecimal("0.2")!)?.description == "0.3")
        #expect(ExactDecimal("5E-06")?.description == "0.000005")
        #expect(ExactDecimal("-1.2732E+15")?.description == "-1273200000000000")
        #expect(ExactDecimal("1e3")?.description == "1000")
        #expect(ExactDecimal("abc") == nil)
        #expect(ExactDecimal("") == nil)
    }

    @Test func overflowIsReportedNotWrapped() {
        let big = ExactDecimal("99999999999999999999999999999999999999")!
        #expect(big.multiplied(by: 10) == nil)
        #expect(big.adding(big) == nil)
        #expect(ExactDecimal(1).shifted(by: 40) == nil)
        #expect(ExactDecimal(1).shifted(by: 20)?.description == "100000000000000000000")
    }

    @Test func compares() {
        #expect(ExactDecimal("9.99")! < ExactDecimal("10")!)
        #expect(ExactDecimal("-1")! < ExactDecimal.zero)
        #expect(ExactDecimal("1.50")! == ExactDecimal("1.5")!)
    }

    /// The quotient of two decimals as text, and whether it is exact.
    private func q(_ a: String, _ b: String) -> (String, Bool)? {
        ExactDecimal(a)!.divided(by: ExactDecimal(b)!).map { ($0.value.description, $0.exact) }
    }

    @Test func dividesExactlyWhenTheQuotientEnds() {
        #expect(q("5", "8")! == ("0.625", true))
        #expect(q("100651", "100")! == ("1006.51", true))
        #expect(q("6", "1000000000")! == ("0.000000006", true))
        #expect(q("-3", "2")! == ("-1.5", true))
        #expect(q("55.579", "100")! == ("0.55579", true))
        #expect(q("12", "3")! == ("4", true))
    }

    @Test func roundsToFifteenSignificantDigitsOtherwise() {
        #expect(q("1", "3")! == ("0.333333333333333", false))
        #expect(q("2000", "3")! == ("666.666666666667", false))
        #expect(q("1051", "3")! == ("350.333333333333", false))
        #expect(q("1", "21")! == ("0.0476190476190476", false))
        #expect(q("-157", "3")! == ("-52.3333333333333", false))
        #expect(ExactDecimal(1).divided(by: .zero) == nil)
    }
}
