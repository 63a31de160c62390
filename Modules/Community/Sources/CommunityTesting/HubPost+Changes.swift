import HubAPI

extension HubPost {
    /// The same post with `detail` and what the reader did to it.
    func with(detail: HubPostDetail?, liked: Bool? = nil, saved: Bool? = nil) -> HubPost {
        HubPost(
            id: id, title: title, author: author, createdAt: createdAt, setsCount: setsCount, rounds: rounds,
            workSeconds: workSeconds, restSeconds: restSeconds, totalSeconds: totalSeconds, summary: summary,
            tags: tags, applyCount: applyCount, saveCount: saveCount, commentCount: commentCount, likeCount: likeCount,
            commentsEnabled: commentsEnabled, visibility: visibility, noMusic: noMusic, liked: liked, saved: saved,
            detail: detail)
    }

    /// The same post with comments on or off.
    func with(commentsEnabled enabled: Bool) -> HubPost {
        HubPost(
            id: id, title: title, author: author, createdAt: createdAt, setsCount: setsCount, rounds: rounds,
            workSeconds: workSeconds, restSeconds: restSeconds, totalSeconds: totalSeconds, summary: summary,
            tags: tags, applyCount: applyCount, saveCount: saveCount, commentCount: commentCount, likeCount: likeCount,
            commentsEnabled: enabled, visibility: visibility, noMusic: noMusic, liked: liked, saved: saved,
            detail: detail)
    }
}
