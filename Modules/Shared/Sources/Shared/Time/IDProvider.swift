import Foundation

/// Where new identifiers come from; injected so tests get predictable ids.
/// 新标识符的来源；可注入以便测试得到可预测的编号。
public protocol IDProvider: Sendable {
    func makeID() -> UUID
}

/// Random version-4 UUIDs; created only by the composition root.
/// 随机的第 4 版 UUID；只由组合根创建。
public struct RandomIDProvider: IDProvider {
    public init() {}
    public func makeID() -> UUID { UUID() }
}
