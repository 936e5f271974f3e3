import Foundation
import Testing
import Trellis
@testable import TrellisPreview

/// Two previews in a `Group`, as Xcode shows them side by side.
struct Pair_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 30, height: 40).preferredColorScheme(.dark)
        }
    }
}

/// One preview: a stack is one view.
struct Single_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Text("Hello")
            Color.green.frame(width: 50, height: 5)
        }
    }
}

/// `PreviewWorker`: the program `trellis preview` builds answers its requests.
@MainActor @Suite struct PreviewWorkerTests {
    let sources = [PreviewSource(Pair_Previews.self, name: "Pair_Previews"), PreviewSource(Single_Previews.self, name: "Single_Previews")]

    func ask(_ request: PreviewRequest) throws -> (PreviewAnswer, Data) {
        let line = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        return PreviewWorker.answer(line, sources: sources)
    }

    /// A PNG's width and height, from its IHDR chunk.
    func pngSize(_ data: Data) throws -> (Int, Int) {
        let bytes = [UInt8](data)
        try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47])
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test("list names the providers in order")
    func listsProviders() throws {
        let (head, body) = try ask(PreviewRequest(format: .list))
        #expect(head.status == 200)
        #expect(try JSONDecoder().decode([String].self, from: body) == ["Pair_Previews", "Single_Previews"])
    }

    @Test("count is the number of children of previews: each view of a Group; a stack is one")
    func countsChildren() throws {
        let (_, pair) = try ask(PreviewRequest(format: .count, preview: "Pair_Previews"))
        let (_, single) = try ask(PreviewRequest(format: .count, preview: "Single_Previews"))
        #expect(try JSONDecoder().decode(Int.self, from: pair) == 2)
        #expect(try JSONDecoder().decode(Int.self, from: single) == 1)
    }

    @Test("NAME-INDEX draws only that child: its PNG is its size times the scale")
    func drawsOneChildAsPNG() throws {
        let (head, body) = try ask(PreviewRequest(format: .png, preview: "Pair_Previews-2", scale: 2))
        #expect(head.status == 200 && head.type == "image/png" && head.length == body.count)
        #expect(try pngSize(body) == (60, 80))
    }

    @Test("the SVG takes the dark canvas of a preview that prefers the dark scheme")
    func darkCanvas() throws {
        let (_, dark) = try ask(PreviewRequest(format: .svg, preview: "Pair_Previews-2"))
        let (_, light) = try ask(PreviewRequest(format: .svg, preview: "Pair_Previews-1"))
        #expect(String(decoding: dark, as: UTF8.self).contains("#000000"))
        #expect(!String(decoding: light, as: UTF8.self).contains("#000000"))
    }

    @Test("the explainer page is titled with the preview's name and holds its trace")
    func explainerPage() throws {
        let (head, body) = try ask(PreviewRequest(format: .explain, preview: "Single_Previews", width: 200, height: 100))
        let page = String(decoding: body, as: UTF8.self)
        #expect(head.type == "text/html")
        #expect(page.contains("<title>Single_Previews</title>") && page.contains("trace-data") && page.contains("Hello"))
    }

    @Test("the safe area and the proposal reach the layout")
    func safeAreaAndProposal() throws {
        let (_, body) = try ask(PreviewRequest(format: .json, preview: "Single_Previews", width: 300, height: 200, safeArea: [40, 0, 0, 0]))
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let proposal = try #require(json["proposal"] as? [String: Double])
        #expect(proposal["width"] == 300 && proposal["height"] == 200)
        let insets = try #require(json["safeAreaInsets"] as? [String: Double])
        #expect(insets["top"] == 40)
    }

    @Test("an unknown preview or child is 404 naming the providers")
    func unknownPreview() throws {
        for name in ["Nope", "Pair_Previews-3", "Pair_Previews-0", "Single_Previews-x"] {
            let (head, why) = try ask(PreviewRequest(format: .png, preview: name))
            #expect(head.status == 404 && String(decoding: why, as: UTF8.self).contains("Pair_Previews, Single_Previews"), "\(name)")
        }
    }

    @Test("bad numbers and a line that is no request are 400 with the reason")
    func refusesBadRequests() throws {
        #expect(try ask(PreviewRequest(format: .png, preview: "Single_Previews", scale: 0)).0.status == 400)
        let huge = #"{"format":"png","preview":"Single_Previews","dark":false,"scale":1e308,"safeArea":[0,0,0,0]}"#
        #expect(PreviewWorker.answer(huge, sources: sources).0.status == 400)
        #expect(try ask(PreviewRequest(format: .png, preview: "Single_Previews", width: -1)).0.status == 400)
        #expect(try ask(PreviewRequest(format: .png, preview: "Single_Previews", safeArea: [1])).0.status == 400)
        #expect(PreviewWorker.answer("{not json", sources: sources).0.status == 400)
    }
}
