import Shared

/// A typed name as the rules check it: trimmed as it will be saved, unless nothing but spaces remains.
/// 按规则校验的输入名称：按保存时的方式去掉首尾空白，除非只剩空白。
enum PlanNameInput {
    /// `name` trimmed; a name of only spaces stays as typed so the rules call it blank.
    static func checked(_ name: String) -> String {
        let trimmed = PlanRules.normalizedName(name)
        return trimmed.isEmpty ? name : trimmed
    }
}
