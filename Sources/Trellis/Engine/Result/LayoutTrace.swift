import Foundation

/// A layout pass with its history: every size question each view received, in the order it
/// was asked, who asked it, and what the view answered — the "why" behind each frame.
///
/// ```swift
/// let trace = LayoutTrace(HStack { VStack { Text("a"); Text("b") } }, in: ProposedViewSize(width: 200, height: 100))
/// for entry in trace.entries {
///     print(entry.name, entry.questions.map { "\($0.proposal) → \($0.answer)" })
/// }
/// print(trace)   // the same as an indented log
/// ```
///
/// In SwiftUI a stack asks each subview several questions before deciding: its size at a zero
/// proposal (its minimum), at an infinite one (its maximum), and at its share of the space;
/// the trace shows each. Questions answered from the engine's cache are listed too, since the
/// container did ask them.
public struct LayoutTrace: Sendable, CustomStringConvertible {
    /// The call of a container's ``Layout`` that asked a question.
    public enum Call: String, Sendable, Hashable {
        /// `sizeThatFits(proposal:subviews:cache:)`: the container sizing itself.
        case sizeThatFits
        /// `placeSubviews(in:proposal:subviews:cache:)`: the container placing its subviews.
        case placeSubviews
        /// `explicitAlignment(of:in:proposal:subviews:cache:)`: the container computing an
        /// alignment guide (by default from its subviews' guides).
        case explicitAlignment
        /// `spacing(subviews:cache:)`: the container computing its spacing preferences.
        case spacing
    }

    /// Who asked a view a size question.
    public enum Asker: Sendable, Hashable {
        /// The host: the root's size for the layout's proposal, or, for any other view, its size
        /// for the proposal its container placed it with (which gives its frame).
        case host
        /// The view's container, in one of its layout's calls; `proposal` is the proposal that
        /// call was working with (the container's own proposal).
        case container(Call, proposal: ProposedViewSize)
    }

    /// One size question and its answer.
    public struct Question: Sendable, Hashable {
        /// The proposal the view received.
        public let proposal: ProposedViewSize
        /// The size the view answered.
        public let answer: CGSize
        /// Who asked.
        public let asker: Asker
        /// The position of the question among all the questions of the pass, from 0.
        public let order: Int
    }

    /// One view of the tree and the questions it received.
    public struct Entry: Sendable {
        /// The view's kind as a short name, as in ``LayoutResult/Element/name``.
        public let name: String
        /// The value of the `.id(_:)` that marks this view, if any.
        public var id: AnyHashable? { marker?.value }
        let marker: Marker?
        /// How deep the view is in the tree; the root is at depth 0.
        public let depth: Int
        /// The index of the parent entry in ``LayoutTrace/entries``, or `nil` for the root.
        public let parent: Int?
        /// The index of the view in the result's ``LayoutResult/elements``, or `nil` when its
        /// container left it out of the result (a `ViewThatFits` choice it did not take).
        public let element: Int?
        /// Every size question the view received, in the order asked.
        public let questions: [Question]
    }

    /// The result of the pass.
    public let result: LayoutResult
    /// Every view, parents before children, in the order of the tree, including views the
    /// result leaves out.
    public let entries: [Entry]

    /// Lays `view` out for `proposal` from a cold start and records every size question.
    ///
    /// - Parameters:
    ///   - view: The root view.
    ///   - proposal: The size offered to the root view.
    ///   - environment: Layout direction and display scale, as for `layout(in:environment:fonts:)`.
    ///   - fonts: Where text finds its fonts.
    @MainActor
    public init<Root: View>(
        _ view: Root, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
        fonts: FontLibrary = .system
    ) {
        self = LayoutHost(view, environment: environment, fonts: fonts).trace(in: proposal)
    }

    init(result: LayoutResult, entries: [Entry]) {
        self.result = result
        self.entries = entries
    }

    /// The entry of the view marked with `.id(id)`; the first in tree order when several share it.
    public func entry<ID: Hashable>(id: ID) -> Entry? {
        let key = Marker(id)
        return entries.first { $0.marker == key }
    }

    /// An indented log: each view with the proposal it was placed with and its frame, followed
    /// by the questions it received, in order, each with who asked. The same question asked
    /// again in a row by the same asker is one line ending in its count, `(×4)`.
    ///
    /// ```text
    /// HStack — placed with (200, 100), frame (0, 0, 24, 20)
    ///     asked (200, 100) → (24, 20) by the host
    ///   VStack — placed with (24, 100), frame (0, 40, 24, 20)
    ///       asked (0, 100) → (24, 20) by HStack.sizeThatFits for (200, 100)
    /// ```
    public var description: String {
        var lines: [String] = []
        for entry in entries {
            let indent = String(repeating: "  ", count: entry.depth)
            var line = indent + entry.name
            if let marker = entry.marker { line += " #\(marker)" }
            if let index = entry.element {
                let element = result.elements[index]
                line += " — placed with \(Describe.proposal(element.proposal)), frame \(Describe.rect(element.frame))"
            } else {
                line += " — not shown: its container left it out"
            }
            lines.append(line)
            // The same question asked again in a row (by the same asker) is one line with a count.
            var previous: String?
            var repeats = 1
            func flush() {
                guard let previous else { return }
                lines.append(repeats > 1 ? previous + " (×\(repeats))" : previous)
            }
            for question in entry.questions {
                var asked = indent + "    asked \(Describe.proposal(question.proposal)) → \(Describe.size(question.answer)) by "
                switch question.asker {
                case .host:
                    asked += entry.parent == nil ? "the host" : "the host, for its placement"
                case let .container(call, proposal):
                    let container = entry.parent.map { entries[$0].name } ?? "its container"
                    asked += "\(container).\(call.rawValue)"
                    if call != .spacing { asked += " for \(Describe.proposal(proposal))" }
                }
                if asked == previous {
                    repeats += 1
                } else {
                    flush()
                    previous = asked
                    repeats = 1
                }
            }
            flush()
        }
        for diagnostic in result.diagnostics { lines.append("! \(diagnostic)") }
        return lines.joined(separator: "\n")
    }
}

extension LayoutHost {
    /// Lays the view out for `proposal` from a cold start (every cached answer is discarded
    /// first, so every question is really asked) and records every size question.
    ///
    /// ```swift
    /// let host = LayoutHost(ContentView())
    /// print(host.trace(in: ProposedViewSize(width: 390, height: 844)))
    /// ```
    public func trace(in proposal: ProposedViewSize, isolation: (any Actor)? = #isolation) -> LayoutTrace {
        let onMainActor = isolation.map { ($0 as AnyObject) === MainActor.shared } ?? false
        let (trace, actions) = withLock {
            discardCachesHoldingLock()
            let log = MeasurementLog()
            engine.measurementLog = log
            defer { engine.measurementLog = nil }
            let result = layoutHoldingLock(in: proposal, buildingViews: onMainActor)
            return (LayoutTrace(result: result, entries: engine.traceEntries(log)), takePendingActions())
        }
        // A traced layout is a layout: what changed runs its actions.
        runActions(actions)
        return trace
    }
}

extension LayoutEngine {
    /// Every node in tree order with the questions `log` recorded for it. Element indices
    /// follow the result's order: the same depth-first walk, skipping hidden subtrees.
    func traceEntries(_ log: MeasurementLog) -> [LayoutTrace.Entry] {
        var questions = [[LayoutTrace.Question]](repeating: [], count: nodes.count)
        for (order, event) in log.events.enumerated() {
            let asker: LayoutTrace.Asker
            if let by = event.asker {
                let call: LayoutTrace.Call
                switch by.role {
                case .sizeThatFits: call = .sizeThatFits
                case .placeSubviews: call = .placeSubviews
                case .explicitAlignment: call = .explicitAlignment
                case .spacing: call = .spacing
                }
                asker = .container(call, proposal: by.proposal)
            } else {
                asker = .host
            }
            questions[event.node.index].append(
                LayoutTrace.Question(proposal: event.proposal, answer: event.size, asker: asker, order: order))
        }
        var entries: [LayoutTrace.Entry] = []
        entries.reserveCapacity(nodes.count)
        var nextElement = 0
        var stack: [(node: NodeID, depth: Int, parent: Int?, shown: Bool)] = [(root, 0, nil, true)]
        while let (node, depth, parent, shown) = stack.popLast() {
            let element: Int?
            if shown {
                element = nextElement
                nextElement += 1
            } else {
                element = nil
            }
            entries.append(LayoutTrace.Entry(
                name: store.name(of: node), marker: store.marker(of: node), depth: depth, parent: parent, element: element,
                questions: questions[node.index]))
            let index = entries.count - 1
            for child in children(of: node).reversed() {
                stack.append((child, depth + 1, index, shown && !isHidden(child)))
            }
        }
        return entries
    }
}
