import Foundation

// One touch's gestures: the recognizers of every gesture from the view the touch lands on
// outward, in order of precedence, each event given to each (docs/semantics.md, "Gestures"):
//
// - A view's own gestures come before those of the views around it ("a gesture of a view
//   inside takes precedence": `gesture(_:including:)`), and on one view the one attached first
//   (innermost) before the ones attached after it.
// - `highPriorityGesture` goes before every gesture inside the view it is attached to.
// - `simultaneousGesture` neither waits for nor stops the others.
// - A `GestureMask` without `.subviews` turns off the gestures inside (and those attached
//   before it); one without `.gesture` turns off the gesture itself.
// - A button is a tap gesture of its view; a context menu a long press of half a second,
//   which goes before the view's tap.
//
// A gesture acts (runs its actions, updates its state) only while no gesture before it that
// is not simultaneous is still in play; one that claims the touch (a drag past its minimum
// distance, a recognized tap or long press) cancels the gestures after it.

/// A recognizer as a session drives it, whatever its value.
protocol TouchRecognizing: AnyObject {
    /// Reads `event`; whether the gesture ended with it.
    func step(_ event: TouchEvent, deliver: Bool) -> Bool
    var hasClaimed: Bool { get }
    var isDone: Bool { get }
    func cancel()
}

extension GestureRecognizer: TouchRecognizing {
    func step(_ event: TouchEvent, deliver: Bool) -> Bool {
        if case .ended = handle(event, deliver: deliver) { return true }
        return false
    }
}

/// The gestures one touch reaches, and what it did to them.
final class GestureSession {
    struct Candidate {
        let recognizer: any TouchRecognizing
        let simultaneous: Bool
    }

    private(set) var candidates: [Candidate] = []
    /// Whether a gesture ended and acted on its end (a tap, a drag, a long press).
    private(set) var recognized = false

    /// The session of a touch that lands at `point` in `result`; `nil` when it lands on no view.
    /// `scrollPan` makes the pan of the scroll view at an element's index (`ScrollPan.swift`),
    /// or `nil` for one that takes no drags.
    init?(result: LayoutResult, at point: CGPoint, scrollPan: ((Int) -> (any TouchRecognizing)?)? = nil) {
        guard let hit = result.hitIndex(at: point) else { return nil }
        let elements = result.elements
        let nodes = result.storage.rootFrames.order
        let tables = result.storage.tree.tables, treeNodes = result.storage.tree.nodes
        func rest(_ index: Int) -> RareProperties.Rest? {
            let node = treeNodes[nodes[index].index]
            return node.rare < 0 ? nil : tables.rares[Int(node.rare)].rest
        }
        var chain: [Int] = []
        var current: Int? = hit
        while let index = current {
            chain.append(index)
            current = elements[index].parent
        }
        var list: [(candidate: Candidate, enabled: Bool)] = []
        for (level, index) in chain.enumerated() {
            var geometry = GestureGeometry(frame: elements[index].exactFrame)
            for outer in chain[level...] {
                if let name = tables.coordinateSpaceName(of: treeNodes[nodes[outer].index]), geometry.namedOrigins[name] == nil {
                    geometry.namedOrigins[name] = elements[outer].exactFrame.origin
                }
            }
            let properties = rest(index)
            // A context menu's press before the view's tap: held, it opens the menu and cancels
            // the tap; lifted sooner, it fails and the tap (a button's action) runs.
            if let press = properties?.layoutValues[ObjectIdentifier(LongPressActionKey.self)] as? LongPressAction {
                let id = chain[level...].lazy.compactMap { elements[$0].id }.first
                let recognizer = ActionRecognizer(LongPressRecognizer(minimumDuration: 0.5, maximumDistance: 10)) {
                    if case .ended = $0 { press.run(id) }
                }
                list.append((Candidate(recognizer: recognizer, simultaneous: false), true))
            }
            if let action = properties?.action {
                let tap = ActionRecognizer(TapRecognizer(count: 1) { _ in () }) { if case .ended = $0 { action() } }
                list.append((Candidate(recognizer: tap, simultaneous: false), true))
            }
            // A scroll view's own pan, after the gestures inside it and before those attached to it.
            if let scrollPan, treeNodes[nodes[index].index].nameSource == .builtIn(.scrollView), let pan = scrollPan(index) {
                list.append((Candidate(recognizer: pan, simultaneous: false), true))
            }
            for attachment in properties?.layoutValues[ObjectIdentifier(GestureAttachmentsKey.self)] as? [GestureAttachment] ?? [] {
                if !attachment.mask.contains(.subviews) {
                    for position in list.indices { list[position].enabled = false }
                }
                guard attachment.mask.contains(.gesture) else { continue }
                let candidate = Candidate(recognizer: attachment.make(geometry), simultaneous: attachment.priority == .simultaneous)
                if attachment.priority == .high {
                    list.insert((candidate, true), at: 0)
                } else {
                    list.append((candidate, true))
                }
            }
        }
        candidates = list.filter(\.enabled).map(\.candidate)
    }

    /// Gives `event` to every gesture still in play, in order of precedence.
    func send(_ event: TouchEvent) {
        for index in candidates.indices {
            let candidate = candidates[index]
            guard !candidate.recognizer.isDone else { continue }
            let blocked = !candidate.simultaneous
                && candidates[..<index].contains { !$0.simultaneous && !$0.recognizer.isDone }
            if candidate.recognizer.step(event, deliver: !blocked), !blocked { recognized = true }
            if candidate.recognizer.hasClaimed, !blocked, !candidate.simultaneous {
                for later in candidates[(index + 1)...] where !later.simultaneous && !later.recognizer.isDone {
                    later.recognizer.cancel()
                }
            }
        }
        if event.phase == .ended {
            for candidate in candidates where !candidate.recognizer.isDone { candidate.recognizer.cancel() }
        }
    }
}
