import ArgumentParser

/// Shell completion for POST arguments: the ids of the posts the last listings on this machine showed.
/// POST 参数的 shell 补全：本机最近列表中显示过的帖子编号。
enum CommunityCompletion {
    /// Post ids kept offline for the hub the command line names (read only, no network).
    static let posts = CompletionKind.custom { words, _, prefix in
        AppContext.keptPostIds(commandLine: words).filter { $0.hasPrefix(prefix) }
    }
}
