import Foundation
import Testing
import Trellis
import TrellisScene

/// Controls in scene files (docs/scene-format.md, "Controls"): each lays out exactly as the
/// same control written in Swift, and malformed forms give errors that say what is accepted.
@Suite("Scene files: controls")
@MainActor
struct ControlSceneTests {
    /// Lays out `json` and `view` with the scene's proposal and environment and expects the
    /// same views, frames, drawings and diagnostics.
    func expectSameLayout<V: View>(_ json: String, _ view: V, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = try SceneFile(json: json)
        let decoded = scene.layout(fonts: .testFont)
        let written = view.layout(in: scene.proposal ?? .unspecified, environment: scene.environment, fonts: .testFont)
        #expect(decoded.elements.count > 1, sourceLocation: sourceLocation)
        #expect(decoded.size == written.size, sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.name) == written.elements.map(\.name), sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.exactFrame) == written.elements.map(\.exactFrame), sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.id) == written.elements.map(\.id), sourceLocation: sourceLocation)
        #expect(decoded.diagnostics == written.diagnostics, sourceLocation: sourceLocation)
        #expect(decoded.description == written.description, sourceLocation: sourceLocation)
    }

    static let controlsJSON = """
        [
          {"type": "Button", "title": "Sign in", "role": "destructive", "modifiers": [{"buttonStyle": "borderedProminent"}, {"id": "b"}]},
          {"type": "Button", "label": {"type": "StandIn", "fixed": {"width": 30, "height": 20}}, "modifiers": [{"buttonStyle": "bordered"}, {"controlSize": "large"}]},
          {"type": "Toggle", "title": "Wi-Fi", "isOn": true, "modifiers": [{"id": "t"}]},
          {"type": "Toggle", "title": "Bluetooth", "modifiers": [{"toggleStyle": "button"}]},
          {"type": "TextField", "title": "Email", "text": "", "prompt": "name@example.com", "modifiers": [{"textFieldStyle": "roundedBorder"}]},
          {"type": "SecureField", "title": "Password", "text": "secret", "modifiers": [{"disabled": true}]},
          {"type": "Slider", "value": 0.4, "in": [0, 1]},
          {"type": "Stepper", "title": "Guests", "value": 2, "modifiers": [{"labelsHidden": true}]},
          {"type": "ProgressView", "value": 0.3},
          {"type": "ProgressView", "title": "Loading", "modifiers": [{"progressViewStyle": "circular"}]},
          {"type": "Picker", "title": "Size", "selection": "M", "options": ["S", "M", "L"], "modifiers": [{"pickerStyle": "segmented"}]},
          {"type": "Picker", "title": "Size", "selection": "L", "content": [
            {"type": "Text", "text": "Small", "modifiers": [{"tag": "S"}]},
            {"type": "Text", "text": "Large", "modifiers": [{"tag": "L"}]}
          ]}
        ]
        """

    @ViewBuilder static var controls: some View {
        Button("Sign in", role: .destructive) {}.buttonStyle(.borderedProminent).id("b")
        Button {} label: { StandIn.fixed(width: 30, height: 20) }.buttonStyle(.bordered).controlSize(.large)
        Toggle("Wi-Fi", isOn: .constant(true)).id("t")
        Toggle("Bluetooth", isOn: .constant(false)).toggleStyle(.button)
        TextField("Email", text: .constant(""), prompt: Text("name@example.com")).textFieldStyle(.roundedBorder)
        SecureField("Password", text: .constant("secret")).disabled(true)
        Slider(value: .constant(0.4), in: 0...1)
        Stepper("Guests", value: .constant(2)).labelsHidden()
        ProgressView(value: 0.3)
        ProgressView("Loading").progressViewStyle(.circular)
        Picker("Size", selection: .constant("M")) { ForEach(["S", "M", "L"], id: \.self) { Text($0).tag($0) } }.pickerStyle(.segmented)
        Picker("Size", selection: .constant("L")) { Text("Small").tag("S"); Text("Large").tag("L") }
    }

    @Test("iOS controls in a scene lay out as the same controls in Swift")
    func iosControls() throws {
        try expectSameLayout("""
            {"proposal": {"width": 320, "height": 800}, "view": {"type": "VStack", "content": \(Self.controlsJSON)}}
            """, VStack { Self.controls })
    }

    @Test("macOS controls in a scene lay out as the same controls in Swift")
    func macControls() throws {
        let json = """
            {"platform": "macOS", "proposal": {"width": 320, "height": 800}, "view": {"type": "VStack", "content": \(Self.controlsJSON)}}
            """
        #expect(try SceneFile(json: json).environment.targetPlatform.system == .macOS)
        try expectSameLayout(json, VStack { Self.controls })
    }

    @Test("a slider's value labels and a progress view's current value label are views")
    func valueLabels() throws {
        try expectSameLayout("""
            {"proposal": {"width": 320, "height": 400}, "platform": "macOS", "view": {"type": "VStack", "content": [
              {"type": "Slider", "value": 5, "in": [0, 10], "label": {"type": "Text", "text": "Volume"},
               "minimumValueLabel": {"type": "Text", "text": "0"}, "maximumValueLabel": {"type": "Text", "text": "10"}},
              {"type": "ProgressView", "value": 2, "total": 4, "title": "Copying", "currentValueLabel": {"type": "Text", "text": "2 of 4"}},
              {"type": "Stepper", "label": {"type": "Text", "text": "Count"}, "value": 3, "in": [0, 5]}
            ]}}
            """,
            VStack {
                Slider(value: .constant(5.0), in: 0...10) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
                ProgressView(value: 2.0, total: 4) { Text("Copying") } currentValueLabel: { Text("2 of 4") }
                Stepper(value: .constant(3.0), in: 0...5) { Text("Count") }
            })
    }

    @Test("a control without a title or label is an error that names both keys")
    func missingLabel() {
        let error = rejected(#"{"view": {"type": "Toggle", "isOn": true}}"#)
        #expect(error?.message.contains(#"missing key "title" or "label""#) == true)
    }

    @Test("a control with both a title and a label is an error")
    func titleAndLabel() {
        let error = rejected(#"{"view": {"type": "Button", "title": "A", "label": {"type": "Text", "text": "B"}}}"#)
        #expect(error?.message.contains(#"takes "title" or "label", not both"#) == true)
    }

    @Test("an unknown button style lists the styles")
    func unknownButtonStyle() {
        let message = rejected(#"{"view": {"type": "Button", "title": "A", "modifiers": [{"buttonStyle": "glass"}]}}"#)?.message
        #expect(message?.contains("automatic, plain, borderless, bordered, borderedProminent") == true)
    }

    @Test("a slider range with its bounds reversed is an error")
    func reversedRange() {
        let error = rejected(#"{"view": {"type": "Slider", "value": 0.5, "in": [1, 0]}}"#)
        #expect(error?.path == "view.in")
    }

    @Test("a picker without a selection is an error")
    func pickerSelection() {
        let error = rejected(#"{"view": {"type": "Picker", "title": "Size", "options": ["S"]}}"#)
        #expect(error?.message.contains(#"missing key "selection""#) == true)
    }

    @Test("date pickers in a scene lay out as the same date pickers in Swift")
    func datePickers() throws {
        let date = Date(timeIntervalSinceReferenceDate: 763_744_140)   // 2025-03-15T15:09:00Z
        for platform in ["iOS", "macOS"] {
            try expectSameLayout("""
                {"platform": "\(platform)", "proposal": {"width": 600, "height": 400}, "view": {"type": "VStack", "content": [
                  {"type": "DatePicker", "title": "When", "selection": "2025-03-15T15:09:00Z"},
                  {"type": "DatePicker", "title": "Day", "selection": "2025-03-15T15:09:00Z", "displayedComponents": "date",
                   "modifiers": [{"datePickerStyle": "compact"}]},
                  {"type": "DatePicker", "label": {"type": "Text", "text": "At"}, "selection": "2025-03-15T15:09:00Z",
                   "displayedComponents": ["hourAndMinute"], "modifiers": [{"labelsHidden": true}]}
                ]}}
                """,
                VStack {
                    DatePicker("When", selection: .constant(date))
                    DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.compact)
                    DatePicker(selection: .constant(date), displayedComponents: [.hourAndMinute]) { Text("At") }.labelsHidden()
                })
        }
    }

    @Test("a date picker's selection that is not an ISO 8601 date is an error")
    func badDate() {
        let error = rejected(#"{"view": {"type": "DatePicker", "title": "Day", "selection": "tomorrow"}}"#)
        #expect(error?.message.contains(#"not a date: "tomorrow""#) == true)
        #expect(error?.path == "view.selection")
    }

    @Test("button border shapes in a scene draw as in Swift")
    func borderShapes() throws {
        try expectSameLayout("""
            {"proposal": {"width": 320, "height": 400}, "view": {"type": "VStack", "content": [
              {"type": "Button", "title": "A", "modifiers": [{"buttonStyle": "bordered"}, {"buttonBorderShape": "circle"}]},
              {"type": "Button", "title": "B", "modifiers": [{"buttonStyle": "bordered"}, {"buttonBorderShape": {"roundedRectangle": 4}}]},
              {"type": "Button", "title": "C", "modifiers": [{"buttonStyle": "borderedProminent"}, {"buttonBorderShape": "roundedRectangle"}]}
            ]}}
            """,
            VStack {
                Button("A") {}.buttonStyle(.bordered).buttonBorderShape(.circle)
                Button("B") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
                Button("C") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle)
            })
    }
}
