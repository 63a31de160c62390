/// Picks names that do not clash: copies and imports become `Legs (2)`, `Legs (3)`, …
/// 挑选不冲突的名称：副本与导入命名为 `Legs (2)`、`Legs (3)`……
public enum PlanNaming {
    /// `base` if unused in `taken` (ignoring case and spaces), else the first free `base (n)` within the name limits.
    public static func freeName(for base: String, taken: some Sequence<String>) -> String {
        let used = Set(taken.map(PlanRules.nameKey))
        let trimmed = PlanRules.normalizedName(base)
        if !used.contains(PlanRules.nameKey(trimmed)) { return trimmed }
        var number = 2
        while true {
            let suffix = " (\(number))"
            let candidate = shortened(trimmed, leaving: suffix) + suffix
            if !used.contains(PlanRules.nameKey(candidate)) { return candidate }
            number += 1
        }
    }

    /// `name` cut (at a character boundary) so that `name + suffix` fits 80 characters and 320 bytes.
    public static func shortened(_ name: String, leaving suffix: String) -> String {
        var result = ""
        let maxCharacters = PlanRules.nameLength.upperBound - suffix.count
        let maxBytes = PlanRules.nameMaximumBytes - suffix.utf8.count
        var bytes = 0
        for character in name {
            let size = character.utf8.count
            if result.count + 1 > maxCharacters || bytes + size > maxBytes { break }
            result.append(character)
            bytes += size
        }
        return PlanRules.normalizedName(result)
    }
}
