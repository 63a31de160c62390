import ArgumentParser
import HubAPI

/// What `community search` looks for: words and the chips of total time, sets, ratio, tags and music, and the order.
/// `community search` 的查找条件：关键词，以及总时长、组数、比例、标签、音乐等筛选与排序。
struct CommunitySearchOptions: ParsableArguments {
    @Argument(help: .text("community.search.text")) var words: [String] = []
    @Option(help: .text("option.duration", value: "minutes")) var duration: HubDurationBucket?
    @Option(help: .text("option.setsChip", value: "range")) var sets: HubSetsBucket?
    @Option(help: .text("option.ratioChip", value: "W:R")) var ratio: HubRatioBucket?
    @Option(name: .customLong("tag"), help: .text("option.tag", value: "tag")) var tags: [String] = []
    @Flag(name: .customLong("no-music"), help: .text("option.noMusicChip")) var noMusic = false
    @Option(help: .text("option.sort", value: "order")) var sort: HubSort = .score

    /// The hub's query for these options (checked by the view model).
    var query: HubPostQuery {
        HubPostQuery(
            text: words.joined(separator: " "), duration: duration, sets: sets, ratio: ratio, tags: tags,
            noMusic: noMusic, sort: sort)
    }

    /// True when any search option was given (`--more` and `--offline` take none).
    var isEmpty: Bool {
        words.isEmpty && duration == nil && sets == nil && ratio == nil && tags.isEmpty && !noMusic && sort == .score
    }
}
