/// Why `recover` refused or failed, phrased for the user; `isUsage` when what was typed is at fault.
/// `recover` 拒绝或失败的原因（已为用户措辞）；输入有误时 `isUsage` 为真。
public struct TrainRecoveryFailure: Error, Sendable {
    public let message: String
    public let isUsage: Bool
}
