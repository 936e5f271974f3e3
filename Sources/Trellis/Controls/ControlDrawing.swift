import Foundation

extension LayoutResult {
    /// What a control draws besides its labels (which are text views of their own): the kind of
    /// part, its current state, and the platform whose look it takes.
    ///
    /// A snapshot shows each control's current value: a toggle's switch is on or off, a
    /// slider's thumb sits at its value, a segmented picker marks its selection. Renderers draw
    /// the part inside the element's frame.
    public struct ControlDrawing: Sendable, Equatable {
        /// The part of a control an element is.
        public enum Kind: Sendable, Equatable {
            /// A bordered button's bezel (`.bordered`, `.borderedProminent`, and a toggle in the
            /// button style): filled with the tint when `prominent`, a light fill otherwise.
            case buttonBezel(prominent: Bool)
            /// A toggle's switch, on or off.
            case toggleSwitch(isOn: Bool)
            /// A toggle's checkbox, checked or not.
            case checkbox(isOn: Bool)
            /// A slider's track and thumb; `fraction` is where the value lies in its range (0...1).
            case slider(fraction: Double)
            /// A stepper's decrement and increment buttons, and its value.
            case stepper(value: Double)
            /// A text field's box: its text, the prompt shown when the text is empty, whether
            /// it has a border, and whether it hides its characters.
            case textField(text: String, prompt: String, bordered: Bool, isSecure: Bool)
            /// A linear progress bar; `fraction` is `nil` for indeterminate progress.
            case progressBar(fraction: Double?)
            /// A circular progress view: a ring filled to `fraction`, or a spinner when `nil`.
            case progressCircle(fraction: Double?)
            /// A segmented picker's bar: the number of segments and the selected one, if any.
            case segmentedControl(segments: Int, selected: Int?)
            /// The chevrons of a menu picker's button.
            case menuIndicator
        }

        /// The part and its state.
        public let kind: Kind
        /// The platform whose look the part takes.
        public let platform: TargetPlatform.System
        /// The colour the part is tinted with: the accent colour, or red for a destructive role;
        /// an iOS switch's on colour (green, or the context's tint).
        public let tint: Paint
        /// Whether the control is enabled; a disabled one is drawn dimmed.
        public let isEnabled: Bool
        /// The radius of the part's corners; `nil` for a capsule (half its shorter side).
        public let cornerRadius: CGFloat?
        /// The colour scheme the part is drawn in: the environment's, so a dark scene draws its
        /// controls with the dark system colours.
        public let colorScheme: ColorScheme
        /// A slider's tick marks (``SliderTick``): where each lies along the track (0...1), in
        /// order; empty for other parts.
        public var ticks: [Double] = []
        /// Where a slider's neutral value lies along the track (0...1), from which the fill
        /// runs to the thumb; `nil` when the fill starts at the track's start, and for other parts.
        public var neutralFraction: Double? = nil
        /// Whether a slider's thumb is drawn (`sliderThumbVisibility(_:)`); `true` for other parts.
        public var showsThumb = true
    }
}

/// The chrome of a control: a leaf that draws one ``LayoutResult/ControlDrawing`` and sizes as
/// `sizing` says (it fills what it is offered, or is a fixed size).
nonisolated struct ControlPart: View, PrimitiveView {
    let kind: LayoutResult.ControlDrawing.Kind
    var sizing: LeafSizing = .fill
    var tint: Color? = nil
    var cornerRadius: CGFloat? = nil
    /// A slider's ticks and neutral position (see ``LayoutResult/ControlDrawing``).
    var ticks: [Double] = []
    var neutralFraction: Double? = nil
    let name: String
    /// What a finger on the chrome does (a slider's, a stepper's); `nil` for chrome that takes
    /// no touches of its own. A disabled control's takes none.
    var touch: ControlTouch? = nil

    var body: Never { fatalError("ControlPart has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        var hidesThumb = false
        if case .slider = kind { hidesThumb = environment.sliderThumbVisibility == .hidden }
        let drawing = LayoutResult.ControlDrawing(
            kind: kind, platform: environment.platform.system,
            tint: LayoutResult.Paint(environment.resolved(tint ?? environment.foregroundColor ?? environment.tintColor ?? metrics.accent)),
            isEnabled: environment.isEnabled, cornerRadius: cornerRadius, colorScheme: environment.colorScheme,
            ticks: ticks, neutralFraction: neutralFraction,
            showsThumb: !hidesThumb)
        let node = resolver.addLeaf(sizing, name: .text(name), visual: .control(drawing))
        if let touch, environment.isEnabled {
            resolver.updateFromOutside([node], .layoutValue(ObjectIdentifier(GestureAttachmentsKey.self), [touch.attachment]))
        }
        elements.append(node)
    }
}

extension Resolver {
    /// Resolves `view`, a control's composition, under a node named `name` (`Button`, `Toggle`),
    /// so dumps and traces show the control as one view.
    mutating func resolveControl<V: View>(_ name: String, _ view: V, into elements: inout [NodeID]) {
        var parts: [NodeID] = []
        resolve(view, into: &parts)
        guard parts.count == 1 else {
            elements.append(contentsOf: parts)
            return
        }
        let node = addContainer(OverlayLayout(alignment: .center), name: .text(name), elements: parts)
        inheritTraits(of: parts[0], into: node)
        elements.append(node)
    }
}
