extension Duration {
    /// The duration in seconds as a floating-point number.
    var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
