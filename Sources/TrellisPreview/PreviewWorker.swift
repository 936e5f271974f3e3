import Foundation
import Trellis
import TrellisRender
#if canImport(Glibc)
import Glibc
#endif

/// A preview provider or a `#Preview`, as the program `trellis preview` writes names it: a name,
/// its views, and how its source asks them to be shown.
public struct PreviewSource {
    /// The provider's name (its type's name, qualified by the types it is nested in), or the
    /// `#Preview`'s (its own, else `File.swift:LINE`).
    public let name: String
    let previews: @MainActor () -> AnyView
    /// The `#Preview`'s traits (the defaults for a provider).
    let presentation: PreviewPresentation
    /// `File.swift:LINE` for a `#Preview`: what tells two of one name apart.
    let place: String?

    /// The previews of `provider`, under `name`.
    public init<Provider: PreviewProvider>(_ provider: Provider.Type, name: String) {
        self.name = name
        previews = { AnyView(Provider.previews) }
        presentation = PreviewPresentation()
        place = nil
    }

    /// The preview a `#Preview` registered (what `__trellisPreview(LABEL: ())` returns): its name,
    /// traits and body. Its body is made only when the preview is asked for; a preview whose
    /// `makePreview()` throws shows the error.
    @MainActor public init(registry: any PreviewRegistry.Type) {
        let place = "\(registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID):\(registry.line)"
        self.place = place
        do {
            let preview = try registry.makePreview()
            name = preview.name ?? place
            let traits = PreviewTrait<Preview.ViewTraits>(settings: preview.traits.flatMap(\.settings))
            presentation = PreviewPresentation(layout: traits.layout, orientation: traits.orientation)
            let body = preview.body
            previews = { AnyView(body()) }
        } catch {
            name = place
            presentation = PreviewPresentation()
            previews = { AnyView(Text("Preview unavailable: \(String(describing: error))")) }
        }
    }

    private init(_ source: PreviewSource, name: String) {
        self.name = name
        previews = source.previews
        presentation = source.presentation
        place = source.place
    }

    /// `sources` with each name that an earlier source has made unique: a `#Preview`'s with its
    /// place (`Card (Card.swift:40)`), another's with a number (`Card (2)`).
    static func distinct(_ sources: [PreviewSource]) -> [PreviewSource] {
        var seen: Set<String> = []
        return sources.map { source in
            var name = source.name
            var number = 1
            if seen.contains(name), let place = source.place { name = "\(source.name) (\(place))" }
            while seen.contains(name) {
                number += 1
                name = "\(source.name) (\(number))"
            }
            seen.insert(name)
            return PreviewSource(source, name: name)
        }
    }
}

/// The program that shows a package's previews for `trellis preview`: it answers
/// `PreviewRequest`s, one JSON line each on standard input, with a `PreviewAnswer` line and its
/// body on standard output, until its input ends.
///
/// Each child of a provider's `previews` is a preview of its own, as Xcode shows them: a
/// `Group` or `ForEach` at the top of `previews` gives one preview per view in it (found with
/// `Group(subviews:)`). A provider with one child is named as the provider; with several, each
/// is named `NAME-1`, `NAME-2`… in order. The program evaluates a provider's `previews` only
/// when asked about that provider (`count`, or a drawing), so a preview that crashes stops
/// the program for that request only: `trellis preview` starts it again for the others.
///
/// `trellis preview` writes the program's `main`; a package does not call this itself:
///
/// ```swift
/// @main @MainActor enum PreviewMain {
///     static func main() { PreviewWorker.run([PreviewSource(Card_Previews.self, name: "Card_Previews")]) }
/// }
/// ```
@MainActor
public enum PreviewWorker {
    /// Answers requests from standard input until it ends, then exits. What the previews print
    /// goes to standard error, so that it cannot mix with the answers.
    public static func run(_ sources: [PreviewSource]) -> Never {
        let sources = PreviewSource.distinct(sources)
        // `trellis preview` handles SIGINT and SIGTERM itself, by ignoring them for a dispatch
        // source, and ignores SIGPIPE; a child inherits the ignoring, and must stop when told to.
        for number in [SIGINT, SIGTERM, SIGPIPE] { signal(number, SIG_DFL) }
        // The answers get standard output's descriptor; standard output becomes standard error.
        let answers = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        while let line = readLine(strippingNewline: true) {
            let (head, body) = answer(line, sources: sources)
            var data = (try? JSONEncoder().encode(head)) ?? Data()
            data.append(UInt8(ascii: "\n"))
            data.append(body)
            answers.write(data)
        }
        exit(0)
    }

    /// How many views `previews` shows side by side in Xcode: its subviews, as
    /// `Group(subviews:)` finds them.
    static func childCount(_ previews: AnyView) -> Int {
        final class Count { var value = 0 }
        let count = Count()
        _ = LayoutHost(Group(subviews: previews) { subviews in
            count.value = subviews.count
            return EmptyView()
        }).layout(in: .unspecified)
        return count.value
    }

    /// The view a preview's name stands for: a provider's whole `previews` (`NAME`), or its
    /// child at `INDEX` from 1 (`NAME-INDEX`), with how its source and its modifiers ask it to be
    /// shown; `nil` when no provider has that name.
    static func view(named name: String, in sources: [PreviewSource]) -> (AnyView, PreviewPresentation)? {
        if let source = sources.first(where: { $0.name == name }) {
            let view = source.previews()
            return (view, PreviewPresentation.of(view, child: nil, base: source.presentation))
        }
        guard let dash = name.lastIndex(of: "-"), let index = Int(name[name.index(after: dash)...]), index >= 1,
              let source = sources.first(where: { $0.name == name[..<dash] }),
              index <= childCount(source.previews()) else { return nil }
        let child = AnyView(Group(subviews: source.previews()) { subviews in
            if index <= subviews.count { subviews[index - 1] }
        })
        return (child, PreviewPresentation.of(source.previews(), child: index - 1, base: source.presentation))
    }

    /// The answer to one request line.
    static func answer(_ line: String, sources: [PreviewSource]) -> (PreviewAnswer, Data) {
        func failure(_ why: String, status: Int = 400) -> (PreviewAnswer, Data) {
            let body = Data((why + "\n").utf8)
            return (PreviewAnswer(status: status, type: "text/plain", length: body.count), body)
        }
        func json<T: Encodable>(_ value: T) -> (PreviewAnswer, Data) {
            let body = (try? JSONEncoder().encode(value)) ?? Data("null".utf8)
            return (PreviewAnswer(status: 200, type: "application/json", length: body.count), body)
        }
        guard let request = try? JSONDecoder().decode(PreviewRequest.self, from: Data(line.utf8)) else {
            return failure("not a preview request: \(line.prefix(200))")
        }
        if request.format == .list { return json(sources.map(\.name)) }
        guard let name = request.preview, let (view, presentation) = view(named: name, in: sources) else {
            return failure("no preview named \(request.preview ?? "(none)"); the providers are \(sources.map(\.name).joined(separator: ", "))", status: 404)
        }
        if request.format == .count { return json(childCount(view)) }
        guard request.scale.isFinite, request.scale > 0, request.scale <= 16 else {
            return failure("scale must be in 0...16, above 0 (got \(request.scale))")
        }
        let lengths = [request.width, request.height].compactMap { $0 } + request.safeArea
        guard request.safeArea.count == 4, lengths.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 100_000 }) else {
            return failure("width, height and the safe area's four insets must be numbers of points in 0...100000")
        }
        let (type, body) = draw(view, title: name, presentation.apply(to: request))
        return (PreviewAnswer(status: 200, type: type, length: body.count), body)
    }

    /// The preview drawn as the request asks: its content type and bytes.
    static func draw(_ view: AnyView, title: String, _ request: PreviewRequest) -> (String, Data) {
        var environment = EnvironmentValues()
        environment.colorScheme = request.dark ? .dark : .light
        environment.displayScale = CGFloat(request.scale)
        let insets = request.safeArea.map { CGFloat($0) }
        let safeArea = EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
        let proposal = ProposedViewSize(width: request.width.map { CGFloat($0) }, height: request.height.map { CGFloat($0) })
        let host = LayoutHost(view, environment: environment)
        host.safeAreaInsets = safeArea
        if request.format == .explain {
            let trace = host.trace(in: proposal)
            return ("text/html", Data(ExplainerPage(title: title, background: canvas(trace.result, environment)).render(trace).utf8))
        }
        let result = host.layout(in: proposal)
        let background = canvas(result, environment)
        switch request.format {
        case .svg: return ("image/svg+xml", Data(SVGRenderer(background: background).render(result).utf8))
        case .png: return ("image/png", PNGRenderer(scale: CGFloat(request.scale), background: background).draw(result).png)
        default: return ("application/json", Data(JSONRenderer().render(result).utf8))
        }
    }

    /// The picture's canvas: the system background of the scheme the preview prefers, else the
    /// environment's (white, or black when dark), as `trellis render` draws it.
    static func canvas(_ result: LayoutResult, _ environment: EnvironmentValues) -> String {
        (result.preferredColorScheme ?? environment.colorScheme) == .dark ? "#000000" : "#ffffff"
    }
}
