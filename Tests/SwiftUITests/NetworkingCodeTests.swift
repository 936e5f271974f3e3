// Written as an app writes it: only `import SwiftUI`, which on Apple's platforms brings
// Foundation's `URLSession`, `URLRequest` and `URLCache` (off them, FoundationNetworking's).
import SwiftUI
import Testing

/// A view model that loads a feed, as public apps write one in a SwiftUI file (twostraws'
/// SimpleNews, swiftui-cached-async-image): nothing is fetched here; the test checks that the
/// networking types are the ones `import SwiftUI` brings and behave as Foundation's.
private final class FeedLoader {
    let session: URLSession
    let cache: URLCache

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        session = URLSession(configuration: configuration)
        cache = URLCache(memoryCapacity: 1_000_000, diskCapacity: 0, diskPath: nil)
    }

    func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}

@Suite("Networking types through import SwiftUI")
struct NetworkingCodeTests {
    @Test("a request made in a SwiftUI file keeps its URL, method and headers")
    func requestKeepsFields() throws {
        let url = try #require(URL(string: "https://example.com/feed.json"))
        let request = FeedLoader().request(for: url)
        #expect(request.url == url)
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test("a session made in a SwiftUI file keeps its configuration")
    func sessionKeepsConfiguration() {
        #expect(FeedLoader().session.configuration.timeoutIntervalForRequest == 5)
    }

    @Test("a cache made in a SwiftUI file stores and returns a response")
    func cacheStoresResponses() throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        let request = URLRequest(url: url)
        let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil))
        let loader = FeedLoader()
        loader.cache.storeCachedResponse(CachedURLResponse(response: response, data: Data([1, 2, 3])), for: request)
        #expect(loader.cache.cachedResponse(for: request)?.data == Data([1, 2, 3]))
    }
}
