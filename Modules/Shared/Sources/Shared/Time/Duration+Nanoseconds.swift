extension Duration {
    /// Whole nanoseconds (the unit of timers and system clocks), clamped to `Int64`'s range instead of trapping.
    public var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (sum, past) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return past ? (seconds < 0 ? .min : .max) : sum
    }
}
