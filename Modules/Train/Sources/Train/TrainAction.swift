/// A request made of the engine, named in errors.
public enum TrainAction: String, Sendable {
    case start, pause, resume, skip, back, extendRest, endRestEarly, end
}
