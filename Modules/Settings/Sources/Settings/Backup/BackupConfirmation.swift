/// Whether replacing everything may go ahead: at once, after a yes, or not without `--yes`.
/// 全部替换能否进行：立即进行、确认后进行，或没有 `--yes` 时不进行。
public enum BackupConfirmation: Hashable, Sendable {
    case proceed
    case ask
    case refuse
}
