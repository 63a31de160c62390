import HubAPI

extension HubPost {
    /// The same post with `detail`.
    func with(detail: HubPostDetail?) -> HubPost {
        HubPost(
            id: id, title: title, author: author, createdAt: createdAt, setsCount: setsCount, rounds: rounds,
            workSeconds: workSeconds, restSeconds: restSeconds, totalSeconds: totalSeconds, summary: summary,
            tags: tags, applyCount: applyCount, saveCount: saveCount, commentCount: commentCount, likeCount: likeCount,
            commentsEnabled: commentsEnabled, visibility: visibility, noMusic: noMusic, detail: detail)
    }

    /// The same post with comments on or off.
    func with(commentsEnabled enabled: Bool) -> HubPost {
        HubPost(
            id: id, title: title, author: author, createdAt: createdAt, setsCount: setsCount, rounds: rounds,
            workSeconds: workSeconds, restSeconds: restSeconds, totalSeconds: totalSeconds, summary: summary,
            tags: tags, applyCount: applyCount, saveCount: saveCount, commentCount: commentCount, likeCount: likeCount,
            commentsEnabled: enabled, visibility: visibility, noMusic: noMusic, detail: detail)
    }
}
