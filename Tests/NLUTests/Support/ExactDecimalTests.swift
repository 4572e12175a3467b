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
}
