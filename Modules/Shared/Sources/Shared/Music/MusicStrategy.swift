/// How selections are assigned to sets: one for all, a cycle through lists, or per set with a default.
/// 曲目分配到各组的方式：全部相同、按列表循环，或逐组指定并设默认值。
public enum MusicStrategy: String, CaseIterable, Codable, Sendable {
    /// One work selection and one rest selection for the whole session.
    case global
    /// Lists for work and for rest; set i takes `list[i % n]`.
    case cycle
    /// A work selection per set, with the first work selection as the default for sets not listed.
    case explicit
}
