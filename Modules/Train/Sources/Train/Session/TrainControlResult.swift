/// What a newline command from a driving program did.
/// 驱动程序发来的按行命令的执行结果。
public enum TrainControlResult: Hashable, Sendable {
    /// Carried out (or an empty line, ignored).
    case done
    /// Understood but impossible now (e.g. `end-rest` during work).
    case refused(TrainEngineError)
    /// Not a command; the text as given.
    case unknown(String)
}
