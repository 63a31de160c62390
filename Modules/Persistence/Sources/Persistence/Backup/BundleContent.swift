import Shared

/// Plan content as the bundle holds it: read as the app reads it, with a `music` object checked key by key.
/// 备份包中的计划内容：按应用的方式读取，并逐键检查 `music` 对象。
struct BundleContent: Codable {
    let value: PlanContent

    init(_ content: PlanContent) {
        value = content
    }

    init(from decoder: any Decoder) throws {
        value = try PlanContent(from: decoder)
        let container = try decoder.container(keyedBy: BundleMusic.Key.self)
        let music = BundleMusic.Key("music")
        if try container.contains(music) && !container.decodeNil(forKey: music) {
            try BundleMusic.check(container.superDecoder(forKey: music))
        }
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
