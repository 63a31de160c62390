import Foundation

/// Where wall-clock dates come from (creation, last-used and session start dates); injected so tests control it.
/// 墙上时钟日期的来源（创建、最近使用与会话开始日期）；可注入以便测试控制。
public protocol WallClock: Sendable {
    func now() -> Date
}

/// The real wall clock; created only by the composition root.
/// 真实的墙上时钟；只由组合根创建。
public struct SystemWallClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}
