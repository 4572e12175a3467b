import ICUShim

/// A failure reported by ICU, with ICU's own error name.
public struct ICUError: Error, Sendable, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public var description: String {
        "ICU \(operation) failed: \(String(cString: nlu_icu_error_name(code)))"
    }
}

/// The system ICU's version, e.g. "72.1".
public var icuVersion: String { String(cString: nlu_icu_version()) }
