/// The intents SPEC defines.
public enum Intent: String, Sendable, Hashable, CaseIterable {
    case order
    case reorder
    case sendPayment = "send_payment"
    case requestPayment = "request_payment"
    case checkBalance = "check_balance"
    case requestRide = "request_ride"
    case none

    /// Intents that carry money and a person (payee or payer).
    public var isPayment: Bool { self == .sendPayment || self == .requestPayment }
}
