import Foundation

extension LayoutResult {
    /// One element of a result's accessibility tree: what VoiceOver reads and what UI tests
    /// find (``LayoutResult/accessibilityElements``).
    ///
    /// ```swift
    /// let result = view.layout(in: ProposedViewSize(width: 390, height: 844))
    /// for element in result.accessibilityElements { print(element) }   // "Sign in", button, …
    /// let json = try JSONEncoder().encode(result.accessibilityElements)
    /// ```
    ///
    /// It is `Codable`: traits are written as their names (`["isButton"]`), the frame as
    /// `{"x", "y", "width", "height"}`, the heading level as its number (1 for
    /// ``AccessibilityHeadingLevel/h1``, 0 unspecified).
    public struct AccessibilityElement: Sendable, Equatable, Codable, CustomStringConvertible {
        /// A rotor an element adds (`View/accessibilityRotor(_:entries:entryLabel:)`): its
        /// name and its entries' labels.
        public struct Rotor: Sendable, Equatable, Codable {
            /// The rotor's name.
            public let name: String
            /// The labels of its entries, in order.
            public let entries: [String]
        }

        /// What VoiceOver reads first: the `accessibilityLabel`, else the view's own (a
        /// text's content, an image's label or name, a control's label).
        public internal(set) var label: String
        /// The element's value (`View/accessibilityValue(_:)`; a toggle's `"1"` or `"0"`).
        public internal(set) var value: String?
        /// What VoiceOver reads after a pause (`View/accessibilityHint(_:)`).
        public internal(set) var hint: String?
        /// The identifier UI tests find the element by (``View/accessibilityIdentifier(_:)``).
        public internal(set) var identifier: String?
        /// The element's traits.
        public internal(set) var traits: AccessibilityTraits
        /// The frame of the view that makes the element, in root coordinates, rounded to the
        /// pixel grid as ``LayoutResult/Element/frame`` is.
        public internal(set) var frame: CGRect
        /// The actions the element offers, by name: `"default"` (a control's activation, or
        /// ``View/accessibilityAction(_:_:)``), `"escape"`, `"magicTap"`, `"increment"` and
        /// `"decrement"` (an adjustable action), and named actions by their names.
        public internal(set) var actions: [String]
        /// The heading level, if the element is a heading (``View/accessibilityHeading(_:)``).
        public internal(set) var headingLevel: AccessibilityHeadingLevel?
        /// The sort priority it was given (``View/accessibilitySortPriority(_:)``; 0 by default).
        public internal(set) var sortPriority: Double
        /// The labels Voice Control and Full Keyboard Access accept for it.
        public internal(set) var inputLabels: [String]
        /// Whether it shows the large content viewer.
        public internal(set) var showsLargeContentViewer: Bool
        /// The rotors it adds.
        public internal(set) var rotors: [Rotor]
        /// Its text content type (``View/accessibilityTextContentType(_:)``): `"plain"`,
        /// `"sourceCode"`…; `nil` when none was given.
        public internal(set) var textContentType: String?
        /// The point assistive technologies activate it at, in root coordinates: the centre
        /// of its frame unless `View/accessibilityActivationPoint(_:)` moves it.
        public internal(set) var activationPoint: CGPoint
        /// What ``View/accessibilityRespondsToUserInteraction(_:)`` said, if anything.
        var respondsOverride: Bool?
        /// Where assistive technologies can start a drag (`View/accessibilityDragPoint(_:description:)`),
        /// in root coordinates, each with what it does.
        public internal(set) var dragPoints: [DragDropPoint]
        /// Where assistive technologies can end a drag (`View/accessibilityDropPoint(_:description:)`).
        public internal(set) var dropPoints: [DragDropPoint]
        /// What VoiceOver reads as the element scrolls (`View/accessibilityScrollStatus(_:isEnabled:)`).
        public internal(set) var scrollStatus: String?
        /// Whether assistive technologies focus the element: the ``AccessibilityFocusState``
        /// bound to it with `View/accessibilityFocused(_:equals:)` holds its value.
        public internal(set) var isAccessibilityFocused: Bool

        /// A point where assistive technologies can start or end a drag, and what happens there.
        public struct DragDropPoint: Sendable, Equatable, Codable {
            /// The point, in root coordinates.
            public let point: CGPoint
            /// What dragging from or dropping at the point does, as VoiceOver reads it.
            public let description: String
        }

        /// Whether Switch Control and Full Keyboard Access move to it: as
        /// ``View/accessibilityRespondsToUserInteraction(_:)`` says, else whether it can be
        /// activated or adjusted (a control, a link, an element with actions).
        public var respondsToUserInteraction: Bool {
            if let respondsOverride { return respondsOverride }
            return !actions.isEmpty || !traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .isSearchField, .isKeyboardKey, .allowsDirectInteraction])
        }

        init(label: String = "", traits: AccessibilityTraits = AccessibilityTraits(), frame: CGRect) {
            self.label = label
            self.traits = traits
            self.frame = frame
            value = nil
            hint = nil
            identifier = nil
            actions = []
            headingLevel = nil
            sortPriority = 0
            inputLabels = []
            showsLargeContentViewer = false
            rotors = []
            textContentType = nil
            activationPoint = Self.center(of: frame)
            respondsOverride = nil
            dragPoints = []
            dropPoints = []
            scrollStatus = nil
            isAccessibilityFocused = false
        }

        /// The centre of `frame` (its origin where it is not finite).
        static func center(of frame: CGRect) -> CGPoint {
            let point = CGPoint(x: frame.midX, y: frame.midY)
            return point.x.isFinite && point.y.isFinite ? point : frame.origin
        }

        /// Moves the element to `frame`, its activation point to the frame's centre.
        mutating func place(at frame: CGRect) {
            self.frame = frame
            activationPoint = Self.center(of: frame)
        }

        /// The element as VoiceOver would read it, then its identifier and frame:
        /// `"Sign in", button, #signIn, (16, 40) 80 × 44`.
        public var description: String {
            var parts = ["\"\(label)\""]
            if let value { parts.append("value \"\(value)\"") }
            parts += traits.names.map(Self.spoken)
            if let headingLevel, headingLevel != .unspecified { parts.append("level \(headingLevel.rawValue)") }
            if let hint { parts.append("hint \"\(hint)\"") }
            if !actions.isEmpty { parts.append("actions: " + actions.joined(separator: ", ")) }
            if let identifier { parts.append("#\(identifier)") }
            parts.append("(\(Describe.number(frame.minX)), \(Describe.number(frame.minY))) \(Describe.size(frame.size))")
            return parts.joined(separator: ", ")
        }

        /// A trait's name as a word (`isButton` → `button`, `updatesFrequently` as is).
        private static func spoken(_ name: String) -> String {
            guard name.hasPrefix("is"), name.count > 2 else { return name }
            let rest = name.dropFirst(2)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }

        /// A frame as JSON holds it: `{"x", "y", "width", "height"}`, as `trellis render
        /// --format json` writes frames.
        private struct Box: Codable {
            var x, y, width, height: CGFloat
        }

        private enum CodingKeys: String, CodingKey {
            case label, value, hint, identifier, traits, frame, actions, headingLevel, sortPriority, inputLabels
            case showsLargeContentViewer, rotors, textContentType, activationPoint, respondsToUserInteraction
            case dragPoints, dropPoints, scrollStatus, isAccessibilityFocused
        }

        /// Whether two elements say the same: every public property is equal.
        public static func == (a: Self, b: Self) -> Bool {
            a.label == b.label && a.value == b.value && a.hint == b.hint && a.identifier == b.identifier
                && a.traits == b.traits && a.frame == b.frame && a.actions == b.actions && a.headingLevel == b.headingLevel
                && a.sortPriority == b.sortPriority && a.inputLabels == b.inputLabels
                && a.showsLargeContentViewer == b.showsLargeContentViewer && a.rotors == b.rotors
                && a.textContentType == b.textContentType && a.activationPoint == b.activationPoint
                && a.respondsToUserInteraction == b.respondsToUserInteraction
                && a.dragPoints == b.dragPoints && a.dropPoints == b.dropPoints && a.scrollStatus == b.scrollStatus
                && a.isAccessibilityFocused == b.isAccessibilityFocused
        }

        /// Reads an element as ``encode(to:)`` writes it (unknown trait names are left out).
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            label = try c.decode(String.self, forKey: .label)
            value = try c.decodeIfPresent(String.self, forKey: .value)
            hint = try c.decodeIfPresent(String.self, forKey: .hint)
            identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
            traits = AccessibilityTraits(names: try c.decode([String].self, forKey: .traits))
            let box = try c.decode(Box.self, forKey: .frame)
            frame = CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
            actions = try c.decodeIfPresent([String].self, forKey: .actions) ?? []
            headingLevel = try c.decodeIfPresent(UInt.self, forKey: .headingLevel).flatMap(AccessibilityHeadingLevel.init(rawValue:))
            sortPriority = try c.decodeIfPresent(Double.self, forKey: .sortPriority) ?? 0
            inputLabels = try c.decodeIfPresent([String].self, forKey: .inputLabels) ?? []
            showsLargeContentViewer = try c.decodeIfPresent(Bool.self, forKey: .showsLargeContentViewer) ?? false
            rotors = try c.decodeIfPresent([Rotor].self, forKey: .rotors) ?? []
            textContentType = try c.decodeIfPresent(String.self, forKey: .textContentType)
            let point = try c.decodeIfPresent([String: CGFloat].self, forKey: .activationPoint)
            activationPoint = point.map { CGPoint(x: $0["x"] ?? 0, y: $0["y"] ?? 0) } ?? Self.center(of: frame)
            respondsOverride = try c.decodeIfPresent(Bool.self, forKey: .respondsToUserInteraction)
            dragPoints = try c.decodeIfPresent([DragDropPoint].self, forKey: .dragPoints) ?? []
            dropPoints = try c.decodeIfPresent([DragDropPoint].self, forKey: .dropPoints) ?? []
            scrollStatus = try c.decodeIfPresent(String.self, forKey: .scrollStatus)
            isAccessibilityFocused = try c.decodeIfPresent(Bool.self, forKey: .isAccessibilityFocused) ?? false
        }

        /// Writes the element: its traits by name, its heading level by number, and only the
        /// optional properties it has.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(label, forKey: .label)
            try c.encodeIfPresent(value, forKey: .value)
            try c.encodeIfPresent(hint, forKey: .hint)
            try c.encodeIfPresent(identifier, forKey: .identifier)
            try c.encode(traits.names, forKey: .traits)
            // A frame of infinite extent is written with finite numbers JSON can hold.
            let finite = Self.finite(frame)
            try c.encode(Box(x: finite.minX, y: finite.minY, width: finite.width, height: finite.height), forKey: .frame)
            if !actions.isEmpty { try c.encode(actions, forKey: .actions) }
            try c.encodeIfPresent(headingLevel?.rawValue, forKey: .headingLevel)
            if sortPriority != 0 { try c.encode(sortPriority, forKey: .sortPriority) }
            if !inputLabels.isEmpty { try c.encode(inputLabels, forKey: .inputLabels) }
            if showsLargeContentViewer { try c.encode(true, forKey: .showsLargeContentViewer) }
            if !rotors.isEmpty { try c.encode(rotors, forKey: .rotors) }
            try c.encodeIfPresent(textContentType, forKey: .textContentType)
            let point = Self.finite(CGRect(origin: activationPoint, size: .zero)).origin
            try c.encode(["x": point.x, "y": point.y], forKey: .activationPoint)
            try c.encode(respondsToUserInteraction, forKey: .respondsToUserInteraction)
            if !dragPoints.isEmpty { try c.encode(dragPoints.map(\.finite), forKey: .dragPoints) }
            if !dropPoints.isEmpty { try c.encode(dropPoints.map(\.finite), forKey: .dropPoints) }
            try c.encodeIfPresent(scrollStatus, forKey: .scrollStatus)
            if isAccessibilityFocused { try c.encode(true, forKey: .isAccessibilityFocused) }
        }

        /// `rect` with every number that is not finite replaced: NaN by 0, ±∞ by the largest
        /// finite magnitude.
        fileprivate static func finite(_ rect: CGRect) -> CGRect {
            func clean(_ v: CGFloat) -> CGFloat {
                v.isNaN ? 0 : v.isInfinite ? (v > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) : v
            }
            return CGRect(x: clean(rect.minX), y: clean(rect.minY), width: clean(rect.width), height: clean(rect.height))
        }
    }

    /// The result's accessibility elements, in the order VoiceOver reads them.
    ///
    /// ```swift
    /// let result = Form { Toggle("Wi-Fi", isOn: .constant(true)) }.layout(in: .init(width: 390, height: 844))
    /// result.accessibilityElements.map(\.label)   // ["Wi-Fi"]
    /// ```
    ///
    /// Worked out from the placed tree each time it is read (docs/semantics.md, "Accessibility"):
    /// a `Text` is a static-text element, an `Image` an image element (unless decorative), a
    /// `Button` or `Toggle` one element with its label's text; the accessibility modifiers set
    /// and override what they say; `accessibilityElement(children:)` makes an element of a
    /// view's children (`.combine` joins their labels with ", ", `.ignore` keeps only its own,
    /// `.contain` keeps them as a group); `accessibilityHidden(true)` and `hidden()` remove a
    /// subtree. Elements are read by sort priority (higher first), then top to bottom and
    /// leading to trailing by frame.
    public var accessibilityElements: [AccessibilityElement] { storage.accessibilityElements }

    /// The accessibility elements, one line each, in reading order (as `trellis render
    /// --format accessibility` prints them).
    public var accessibilityDescription: String {
        accessibilityElements.map(\.description).joined(separator: "\n")
    }
}

extension LayoutResult.AccessibilityElement.DragDropPoint {
    /// The point with numbers JSON can hold (see the element's `encode(to:)`).
    fileprivate var finite: Self {
        Self(point: LayoutResult.AccessibilityElement.finite(CGRect(origin: point, size: .zero)).origin, description: description)
    }
}
