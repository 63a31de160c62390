/// Overflow-checked arithmetic on counts and durations: nil instead of a trap.
/// 对次数与时长的溢出检查运算：溢出时返回 nil 而不是崩溃。
public enum CheckedMath {
    /// `a × b`, or nil on overflow or when an operand is nil.
    public static func product(_ a: Int?, _ b: Int?) -> Int? {
        guard let a, let b else { return nil }
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }

    /// The sum of `values`, or nil on overflow or when one is nil.
    public static func sum(_ values: Int?...) -> Int? {
        var total = 0
        for value in values {
            guard let value else { return nil }
            let (next, overflow) = total.addingReportingOverflow(value)
            if overflow { return nil }
            total = next
        }
        return total
    }
}
