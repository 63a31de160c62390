/// A request made of the engine, named in errors.
/// 向引擎发出的请求，在错误中指明。
public enum TrainAction: String, Sendable {
    case start, pause, resume, skip, back, extendRest, endRestEarly, end
}
