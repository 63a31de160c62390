/// The hub's OpenAPI contract, embedded so the binary serves it without resources (generated from openapi.yaml).
/// 社区中心的 OpenAPI 契约，嵌入代码以便二进制无需资源文件即可提供（由 openapi.yaml 生成）。
public enum HubOpenAPI {
    /// The text of `Modules/Hub/openapi.yaml`; `scripts/testing/hub_embed_openapi.py` writes this file.
    public static let document = ##"""
        openapi: 3.0.3
        info:
          title: interfit-hub
          version: 1.0.0
          description: >-
            The Interfit community hub: search and fork interval-training plans, publish frozen versions, comment,
            like, save, report and block. Every error is JSON, {"error":{"code","message","field"?}}, with the HTTP
            status; a duplicate publish also carries "existingId". Rate-limited answers (429) carry Retry-After.
        servers:
          - url: http://127.0.0.1:8787
        tags:
          - name: accounts
          - name: posts
          - name: comments
          - name: governance
          - name: system
        paths:
          /v1/accounts:
            post:
              tags: [accounts]
              operationId: createAccount
              summary: Register a handle (3–30 characters, unique ignoring case) and a password (at least 10 characters).
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/Credentials'}
              responses:
                '201': {description: The new account., content: {application/json: {schema: {$ref: '#/components/schemas/Account'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '409': {$ref: '#/components/responses/Conflict'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/sessions:
            post:
              tags: [accounts]
              operationId: signIn
              summary: Sign in; the token is shown once and kept by the hub only as a hash.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/Credentials'}
              responses:
                '201': {description: A session., content: {application/json: {schema: {$ref: '#/components/schemas/Session'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '403': {$ref: '#/components/responses/Forbidden'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/sessions/current:
            get:
              tags: [accounts]
              operationId: whoAmI
              summary: The handle behind the token and its expiry.
              security: [{bearerAuth: []}]
              responses:
                '200': {description: The signed-in account., content: {application/json: {schema: {$ref: '#/components/schemas/WhoAmI'}}}}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
            delete:
              tags: [accounts]
              operationId: signOut
              summary: Revoke the token.
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Signed out.}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/posts:
            get:
              tags: [posts]
              operationId: searchPosts
              summary: Search, filter, sort and page public posts (anyone; blocks apply when signed in).
              security: [{}, {bearerAuth: []}]
              parameters:
                - {name: q, in: query, description: Words over titles, tags and exercise names., schema: {type: string, maxLength: 200}}
                - {name: duration, in: query, description: Total time in minutes., schema: {type: string, enum: ['0-10', '10-20', '20-40', '40+']}}
                - {name: sets, in: query, description: Work sets over all rounds., schema: {type: string, enum: ['1-5', '6-10', '11-20', '20+']}}
                - {name: ratio, in: query, description: The nearest work:rest ratio., schema: {type: string, enum: ['3:1', '2:1', '1:1', '1:2', '1:3', work-only]}}
                - {name: tag, in: query, description: Scene tags; every one must be present., style: form, explode: true, schema: {type: array, maxItems: 5, items: {type: string, minLength: 1, maxLength: 24}}}
                - {name: noMusic, in: query, description: Only plans that need no music., schema: {type: boolean}}
                - {name: sort, in: query, schema: {type: string, enum: [score, new], default: score}}
                - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}}
                - {name: cursor, in: query, description: 'The nextCursor of the previous page, as given (opaque; anything else is 400).', schema: {type: string, maxLength: 64}}
              responses:
                '200': {description: One page., content: {application/json: {schema: {$ref: '#/components/schemas/PostPage'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
            post:
              tags: [posts]
              operationId: publishPost
              summary: Publish a frozen version of a plan; the same author and content again is refused naming the post.
              security: [{bearerAuth: []}]
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/PostDraft'}
              responses:
                '201': {description: The post with its detail., content: {application/json: {schema: {$ref: '#/components/schemas/Post'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '409': {$ref: '#/components/responses/Conflict'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/posts/{id}:
            parameters:
              - {$ref: '#/components/parameters/PostId'}
            get:
              tags: [posts]
              operationId: showPost
              summary: The summary for anyone; the detail (plan, change note, notes) for signed-in readers.
              description: >-
                Anonymous answers carry an ETag and Cache-Control no-cache: a client may keep the page but asks again with
                If-None-Match each time, and gets 304 only while the page it would get now has the same bytes.
              security: [{}, {bearerAuth: []}]
              parameters:
                - {name: If-None-Match, in: header, description: 'Entity tags of pages the client holds (anonymous readers).', schema: {type: string, maxLength: 1024}}
              responses:
                '200':
                  description: The post.
                  headers:
                    ETag: {description: 'Anonymous readers: the validator of these bytes.', schema: {type: string}}
                    Cache-Control: {description: 'Anonymous readers: no-cache (revalidate every time).', schema: {type: string}}
                  content: {application/json: {schema: {$ref: '#/components/schemas/Post'}}}
                '304':
                  description: The page the anonymous reader holds (If-None-Match) is still the page.
                  headers:
                    ETag: {required: true, schema: {type: string}}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '503': {$ref: '#/components/responses/Unavailable'}
            patch:
              tags: [posts]
              operationId: updatePost
              summary: Comments on or off, visibility (the author only; the version never changes).
              security: [{bearerAuth: []}]
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/PostPatch'}
              responses:
                '200': {description: The post., content: {application/json: {schema: {$ref: '#/components/schemas/Post'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '403': {$ref: '#/components/responses/Forbidden'}
                '404': {$ref: '#/components/responses/NotFound'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/posts/{id}/apply:
            parameters:
              - {$ref: '#/components/parameters/PostId'}
            post:
              tags: [posts]
              operationId: applyPost
              summary: The frozen version as a plan file to fork locally; counted once per account or install id.
              security: [{}, {bearerAuth: []}]
              parameters:
                - {name: Interfit-Install-Id, in: header, description: 'Anonymous callers: a random id kept locally.', schema: {type: string, pattern: '^[0-9A-Fa-f-]{8,64}$'}}
              responses:
                '200': {description: The plan file., content: {application/json: {schema: {$ref: '#/components/schemas/ApplyResult'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/posts/{id}/like:
            parameters:
              - {$ref: '#/components/parameters/PostId'}
            put:
              tags: [posts]
              operationId: likePost
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Done (idempotent).}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
            delete:
              tags: [posts]
              operationId: unlikePost
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Done (idempotent).}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/posts/{id}/save:
            parameters:
              - {$ref: '#/components/parameters/PostId'}
            put:
              tags: [posts]
              operationId: savePost
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Done (idempotent).}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
            delete:
              tags: [posts]
              operationId: unsavePost
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Done (idempotent).}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/posts/{id}/comments:
            parameters:
              - {$ref: '#/components/parameters/PostId'}
            get:
              tags: [comments]
              operationId: listComments
              summary: A post's comments, oldest first (without those of people the reader blocked).
              security: [{}, {bearerAuth: []}]
              parameters:
                - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}}
                - {name: cursor, in: query, description: 'The nextCursor of the previous page, as given.', schema: {type: string, maxLength: 64}}
              responses:
                '200': {description: One page., content: {application/json: {schema: {$ref: '#/components/schemas/CommentPage'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '503': {$ref: '#/components/responses/Unavailable'}
            post:
              tags: [comments]
              operationId: createComment
              security: [{bearerAuth: []}]
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/CommentDraft'}
              responses:
                '201': {description: The comment., content: {application/json: {schema: {$ref: '#/components/schemas/Comment'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '403': {$ref: '#/components/responses/Forbidden'}
                '404': {$ref: '#/components/responses/NotFound'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/comments/{id}:
            parameters:
              - {name: id, in: path, required: true, schema: {type: string, minLength: 1, maxLength: 64}}
            delete:
              tags: [comments]
              operationId: deleteComment
              summary: By the commenter, or by the author of the post it is under.
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Deleted.}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '403': {$ref: '#/components/responses/Forbidden'}
                '404': {$ref: '#/components/responses/NotFound'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/reports:
            post:
              tags: [governance]
              operationId: createReport
              summary: Report a post, a comment or a user; answers the receipt.
              security: [{bearerAuth: []}]
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/ReportDraft'}
              responses:
                '201': {description: The receipt., content: {application/json: {schema: {$ref: '#/components/schemas/Report'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
            get:
              tags: [governance]
              operationId: listReports
              summary: The caller's reports with their status.
              security: [{bearerAuth: []}]
              responses:
                '200': {description: The reports., content: {application/json: {schema: {$ref: '#/components/schemas/ReportList'}}}}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/blocks:
            get:
              tags: [governance]
              operationId: listBlocks
              security: [{bearerAuth: []}]
              responses:
                '200': {description: The blocks., content: {application/json: {schema: {$ref: '#/components/schemas/BlockList'}}}}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/blocks/{handle}:
            parameters:
              - {name: handle, in: path, required: true, schema: {type: string, pattern: '^[A-Za-z0-9_.-]{3,30}$'}}
            put:
              tags: [governance]
              operationId: block
              summary: Block a person; once it returns their posts and comments are gone for you and they cannot comment on yours.
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Done (idempotent).}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
            delete:
              tags: [governance]
              operationId: unblock
              security: [{bearerAuth: []}]
              responses:
                '204': {description: Done (idempotent).}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '404': {$ref: '#/components/responses/NotFound'}
                '429': {$ref: '#/components/responses/RateLimited'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/me/saved:
            get:
              tags: [posts]
              operationId: listSavedPosts
              summary: The caller's saved posts, newest save first (posts that became private, hidden or by someone the caller blocked are left out).
              security: [{bearerAuth: []}]
              parameters:
                - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}}
                - {name: cursor, in: query, description: 'The nextCursor of the previous page, as given.', schema: {type: string, maxLength: 64}}
              responses:
                '200': {description: One page of summaries with liked and saved., content: {application/json: {schema: {$ref: '#/components/schemas/PostPage'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/me/posts:
            get:
              tags: [posts]
              operationId: listMyPosts
              summary: The caller's own posts (public, private and hidden), newest first.
              security: [{bearerAuth: []}]
              parameters:
                - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}}
                - {name: cursor, in: query, description: 'The nextCursor of the previous page, as given.', schema: {type: string, maxLength: 64}}
              responses:
                '200': {description: One page of summaries with liked and saved., content: {application/json: {schema: {$ref: '#/components/schemas/PostPage'}}}}
                '400': {$ref: '#/components/responses/BadRequest'}
                '401': {$ref: '#/components/responses/Unauthorized'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /health:
            get:
              tags: [system]
              operationId: health
              responses:
                '200': {description: The store answers., content: {application/json: {schema: {$ref: '#/components/schemas/Health'}}}}
                '503': {description: The store does not answer., content: {application/json: {schema: {$ref: '#/components/schemas/Health'}}}}
          /metrics:
            get:
              tags: [system]
              operationId: metrics
              responses:
                '200': {description: Prometheus text exposition., content: {text/plain: {schema: {type: string}}}}
          /openapi.yaml:
            get:
              tags: [system]
              operationId: contract
              responses:
                '200': {description: This document., content: {application/yaml: {schema: {type: string}}}}
        components:
          securitySchemes:
            bearerAuth: {type: http, scheme: bearer}
          parameters:
            PostId: {name: id, in: path, required: true, schema: {type: string, minLength: 1, maxLength: 64}}
          responses:
            BadRequest: {description: Bad input; the error names the field., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            Unauthorized: {description: No valid token., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            Forbidden: {description: Not yours, closed, blocked or suspended., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            NotFound: {description: No such object, or not visible to the caller., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            Conflict: {description: Taken handle, or content this author already published (existingId)., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            TooLarge: {description: The body is larger than 1 MiB., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            RateLimited:
              description: A rate limit; the message names it and when to retry.
              headers:
                Retry-After: {required: true, schema: {type: integer, minimum: 1}}
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            Unavailable: {description: The store is unavailable., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
          schemas:
            Error:
              type: object
              required: [error]
              properties:
                error:
                  type: object
                  required: [code, message]
                  properties:
                    code: {type: string, enum: [invalid_json, invalid_field, invalid_plan, payload_too_large, unauthorized, forbidden, not_found, method_not_allowed, handle_taken, duplicate_post, comments_closed, blocked, suspended, rate_limited, unavailable, internal]}
                    message: {type: string}
                    field: {type: string}
                existingId: {type: string}
            Credentials:
              type: object
              required: [handle, password]
              properties:
                handle: {type: string, pattern: '^[A-Za-z0-9_.-]{3,30}$', description: '3–30 letters (any script), digits, _, - or .; unique ignoring case after NFKC.'}
                password: {type: string, pattern: '^[\x20-\x7E]{10,72}$', description: 'At least 10 characters, at most 72 bytes of UTF-8, no control characters.'}
            Account:
              type: object
              required: [handle, createdAt]
              properties:
                handle: {type: string}
                createdAt: {type: string, format: date-time}
            Session:
              type: object
              required: [token, expiresAt, handle]
              properties:
                token: {type: string}
                expiresAt: {type: string, format: date-time}
                handle: {type: string}
            WhoAmI:
              type: object
              required: [handle, expiresAt]
              properties:
                handle: {type: string}
                expiresAt: {type: string, format: date-time}
            PlanFile:
              type: object
              description: Exactly what `interfit plans export` writes (plan-file format 1).
              required: [formatVersion, name, setsCount, workSeconds]
              properties:
                formatVersion: {type: integer, minimum: 1, maximum: 1}
                name: {type: string, pattern: '^[\x21-\x7E][\x20-\x7E]{0,79}$'}
                setsCount: {type: integer, minimum: 1, maximum: 99}
                workSeconds: {type: integer, minimum: 10, maximum: 1800}
                restSeconds: {type: integer, minimum: 0, maximum: 1800}
                warmupSeconds: {type: integer, minimum: 0, maximum: 1800}
                cooldownSeconds: {type: integer, minimum: 0, maximum: 1800}
                rounds: {type: integer, minimum: 1, maximum: 20}
                roundRestSeconds: {type: integer, minimum: 0, maximum: 1800}
                exercises: {type: array, maxItems: 99, items: {type: string, pattern: '^[\x21-\x7E][\x20-\x7E]{0,79}$'}}
                music: {type: object}
                versionId: {type: string, format: uuid}
                contentHash: {type: string}
            ChangeNote:
              type: object
              properties:
                chips: {type: array, items: {type: string, enum: [beginner, harder, longer-rest, shorter, music]}}
                line: {type: string, pattern: '^[\x20-\x7E]{0,120}$'}
            PostDraft:
              type: object
              required: [title, plan]
              properties:
                title: {type: string, pattern: '^[\x21-\x7E][\x20-\x7E]{0,79}$', description: 1–80 printable characters (any script).}
                plan: {$ref: '#/components/schemas/PlanFile'}
                changeNote: {$ref: '#/components/schemas/ChangeNote'}
                visibility: {type: string, enum: [public, private], default: public}
                commentsEnabled: {type: boolean, default: true}
                tags: {type: array, maxItems: 8, items: {type: string, pattern: '^[a-z0-9-]{1,24}$'}}
                notes: {type: string, pattern: '^[\x20-\x7E\n]{0,1000}$'}
            PostPatch:
              type: object
              minProperties: 1
              properties:
                commentsEnabled: {type: boolean}
                visibility: {type: string, enum: [public, private]}
            PostDetail:
              type: object
              required: [plan, versionId, contentHash, changeNote, notes]
              properties:
                plan: {$ref: '#/components/schemas/PlanFile'}
                versionId: {type: string}
                contentHash: {type: string}
                changeNote:
                  type: object
                  required: [chips, line]
                  properties:
                    chips: {type: array, items: {type: string}}
                    line: {type: string}
                notes: {type: string}
            Post:
              type: object
              required: [id, title, author, createdAt, setsCount, rounds, workSeconds, restSeconds, totalSeconds, summary, tags, applyCount, saveCount, commentCount, likeCount, commentsEnabled, visibility, noMusic]
              properties:
                id: {type: string}
                title: {type: string}
                author: {type: string}
                createdAt: {type: string, format: date-time}
                setsCount: {type: integer}
                rounds: {type: integer}
                workSeconds: {type: integer}
                restSeconds: {type: integer}
                totalSeconds: {type: integer}
                summary: {type: string, description: 'e.g. 8×(20/10) = 3:50'}
                tags: {type: array, items: {type: string}}
                applyCount: {type: integer}
                saveCount: {type: integer}
                commentCount: {type: integer}
                likeCount: {type: integer}
                commentsEnabled: {type: boolean}
                visibility: {type: string, enum: [public, private]}
                noMusic: {type: boolean}
                liked: {type: boolean, description: 'Whether the caller liked the post; present exactly when the request carries a valid token.'}
                saved: {type: boolean, description: 'Whether the caller saved the post; present exactly when the request carries a valid token.'}
                detail: {$ref: '#/components/schemas/PostDetail'}
            PostPage:
              type: object
              required: [posts, nextCursor]
              properties:
                posts: {type: array, items: {$ref: '#/components/schemas/Post'}}
                nextCursor: {type: string, nullable: true}
            ApplyResult:
              type: object
              required: [plan, versionId, contentHash]
              properties:
                plan: {$ref: '#/components/schemas/PlanFile'}
                versionId: {type: string}
                contentHash: {type: string}
            CommentDraft:
              type: object
              required: [text]
              properties:
                text: {type: string, pattern: '^[\x21-\x7E][\x20-\x7E\n]{0,999}$', description: 1–1000 characters (any script); line feeds allowed, no other control characters.}
            Comment:
              type: object
              required: [id, postId, author, text, createdAt]
              properties:
                id: {type: string}
                postId: {type: string}
                author: {type: string}
                text: {type: string}
                createdAt: {type: string, format: date-time}
            CommentPage:
              type: object
              required: [comments, nextCursor]
              properties:
                comments: {type: array, items: {$ref: '#/components/schemas/Comment'}}
                nextCursor: {type: string, nullable: true}
            ReportDraft:
              type: object
              required: [targetKind, targetId, reason]
              properties:
                targetKind: {type: string, enum: [post, comment, user]}
                targetId: {type: string, pattern: '^[A-Za-z0-9_.-]{3,64}$', description: A post or comment id, or a handle.}
                reason: {type: string, enum: [spam, abuse, unsafe, other]}
                note: {type: string, pattern: '^[\x20-\x7E]{0,500}$'}
            Report:
              type: object
              required: [receipt, status, targetKind, targetId, reason, createdAt]
              properties:
                receipt: {type: string}
                status: {type: string, enum: [received, in-review, resolved]}
                targetKind: {type: string, enum: [post, comment, user]}
                targetId: {type: string}
                reason: {type: string, enum: [spam, abuse, unsafe, other]}
                createdAt: {type: string, format: date-time}
                outcome: {type: string, enum: [action-taken, no-action]}
                resolutionNote: {type: string}
            ReportList:
              type: object
              required: [reports]
              properties:
                reports: {type: array, items: {$ref: '#/components/schemas/Report'}}
            Block:
              type: object
              required: [handle, createdAt]
              properties:
                handle: {type: string}
                createdAt: {type: string, format: date-time}
            BlockList:
              type: object
              required: [blocks]
              properties:
                blocks: {type: array, items: {$ref: '#/components/schemas/Block'}}
            Health:
              type: object
              required: [status, store]
              properties:
                status: {type: string, enum: [ok, unavailable]}
                store: {type: string}
        """##
}
