import Foundation
import Testing
import Trellis
import TrellisScene

/// A malformed scene is one error, on one line, with the JSON path, the line and column of the
/// bad value, and what is accepted there (docs/semantics.md, "Bad input: Broken scenes and
/// fonts"). Nothing partial is returned.
@Suite("SceneFile errors")
@MainActor
struct SceneErrorTests {
    /// The error `json` throws, or `nil` (recorded as an issue) when it is accepted.
    func error(_ json: String, layouts: [String: AnyLayout] = [:]) -> SceneError? { rejected(json, layouts: layouts) }

    @Test("bad JSON syntax names the line and column of the bad character")
    func badSyntax() {
        let json = """
            {"view": {"type": "Rectangle",
              "modifiers": [{"frame": {"width" 10}}]}}
            """
        #expect(error(json)?.description
            == #"2:36: view.modifiers[0].frame: expected ':' after the key "width", got '1'"#)
    }

    @Test("a trailing comma is a syntax error that says JSON has none")
    func trailingComma() {
        let json = """
            {"view": {"type": "HStack", "content": [
              {"type": "Circle"},
            ]}}
            """
        #expect(error(json)?.description
            == "3:1: view.content: expected a value after ',', got ']'; JSON has no trailing commas")
    }

    @Test("an unknown view type lists the view types")
    func unknownView() {
        let json = """
            {"view": {"type": "VStack", "content": [
              {"type": "Rectangle"},
              {"type": "Blob"}
            ]}}
            """
        let error = error(json)
        #expect(error?.description == #"3:12: view.content[1].type: unknown view type "Blob"; expected one of: "#
            + "Rectangle, Circle, Ellipse, Capsule, RoundedRectangle, Color, Text, StandIn, Group, HStack, VStack, ZStack, "
            + "SpatialContainer, Spacer, Divider, Grid, GridRow, ViewThatFits, ScrollView, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, GeometryReader, Section, "
            + "Layout, Image, Label, LabeledContent, List, Form, GroupBox, DisclosureGroup, "
            + "Button, Link, Toggle, TextField, SecureField, Slider, Stepper, ProgressView, Picker, DatePicker, "
            + "LinearGradient, RadialGradient, EllipticalGradient, AngularGradient, Path, UnevenRoundedRectangle")
        #expect(error?.path == "view.content[1].type")
    }

    @Test("an unknown modifier lists the modifiers")
    func unknownModifier() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [
              {"id": "r"},
              {"spin": 3}
            ]}}
            """
        #expect(error(json)?.description == #"3:4: view.modifiers[1].spin: unknown modifier "spin"; expected one of: "#
            + "id, frame, padding, fixedSize, layoutPriority, offset, position, aspectRatio, overlay, background, "
            + "alignmentGuide, environment, gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes, "
            + "font, fontWeight, bold, italic, monospacedDigit, lineLimit, truncationMode, multilineTextAlignment, "
            + "lineSpacing, minimumScaleFactor, defaultScrollAnchor, zIndex, hidden, accessibilityLabel, accessibilityValue, "
            + "accessibilityHint, accessibilityIdentifier, accessibilityHidden, accessibilityElement, accessibilitySortPriority, "
            + "clipped, clipShape, cornerRadius, contentMargins, "
            + "ignoresSafeArea, safeAreaInset, safeAreaPadding, scrollPosition, scrollClipDisabled, containerRelativeFrame, resizable, "
            + "renderingMode, interpolation, antialiased, scaledToFit, scaledToFill, imageScale, labelStyle, "
            + "listStyle, formStyle, listRowInsets, listRowSeparator, listRowBackground, listSectionSpacing, scrollContentBackground, listRowSpacing, "
            + "foregroundStyle, foregroundColor, opacity, shadow, blur, rotationEffect, scaleEffect, border, "
            + "buttonStyle, controlSize, toggleStyle, textFieldStyle, pickerStyle, progressViewStyle, labelsHidden, disabled, tag, datePickerStyle, buttonBorderShape, tint, mask, "
            + "kerning, tracking, baselineOffset, textCase, fontWidth, fontDesign, monospaced, underline, strikethrough, textScale, allowsTightening, textSelection")
    }

    @Test("an unknown key in an argument object lists the accepted keys")
    func unknownKey() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [
              {"frame": {"widht": 30}}
            ]}}
            """
        let error = error(json)
        #expect(error?.description == #"2:14: view.modifiers[0].frame.widht: unknown key "widht" in frame; "#
            + "accepted: width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment")
        #expect(error?.accepted == "keys width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment")
    }

    @Test("an argument of the wrong type says what is accepted and what was found")
    func wrongType() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [
              {"frame": {"width": "wide"}}
            ]}}
            """
        let error = error(json)
        #expect(error?.description
            == #"2:23: view.modifiers[0].frame.width: expected a number, "infinity", "-infinity" or "nan", got "wide""#)
        #expect(error?.line == 2)
        #expect(error?.column == 23)
        #expect(error?.accepted == #"a number, "infinity", "-infinity" or "nan""#)
    }

    @Test("a bad enum name lists the accepted names")
    func badName() {
        let json = """
            {"view": {"type": "HStack", "alignment": "middle"}}
            """
        #expect(error(json)?.description
            == #"1:42: view.alignment: unknown vertical alignment "middle"; expected one of: top, center, bottom, firstTextBaseline, lastTextBaseline"#)
    }

    @Test("a bare NaN is a syntax error that gives the string to write")
    func bareNaN() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [{"frame": {"width": NaN}}]}}
            """
        #expect(error(json)?.description
            == #"1:66: view.modifiers[0].frame.width: expected a JSON value, got NaN; write the string "nan" for a NaN"#)
    }

    @Test("\"nan\" where an integer is expected is an error")
    func nanForAnInteger() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [{"gridCellColumns": "nan"}]}}
            """
        #expect(error(json)?.description == #"1:66: view.modifiers[0].gridCellColumns: expected an integer, got "nan""#)
    }

    @Test("\"nan\" where a number is expected is accepted and reported by the layout")
    func nanIsReportedByTheLayout() throws {
        let scene = try SceneFile(json: """
            {"view": {"type": "Rectangle", "modifiers": [{"frame": {"width": "nan", "height": 10}}]}}
            """)
        let result = scene.layout(in: ProposedViewSize(width: 100, height: 100), fonts: .testFont)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    @Test("a missing required key names the key and what it takes")
    func missingKey() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [
              {"aspectRatio": {"ratio": 2}}
            ]}}
            """
        #expect(error(json)?.description
            == #"2:19: view.modifiers[0].aspectRatio: missing key "contentMode" (one of: fit, fill)"#)
    }

    @Test("a view without a type is an error listing the view types")
    func missingType() {
        #expect(error(#"{"view": {"modifiers": []}}"#)?.message.hasPrefix(#"missing key "type" (one of: Rectangle, "#) == true)
    }

    @Test("a duplicate key is an error at the second one, naming the first")
    func duplicateKey() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [
              {"frame": {"width": 3,
                         "width": 4}}
            ]}}
            """
        #expect(error(json)?.description == #"3:14: view.modifiers[0].frame.width: duplicate key "width" (first at 2:14)"#)
    }

    @Test("JSON nested more than 512 deep is an error, not a stack overflow")
    func tooDeepJSON() {
        let json = String(repeating: "[", count: 100_000)
        let error = error(json)
        #expect(error?.message == "arrays and objects nest more than 512 deep")
        #expect(error?.line == 1)
        #expect(error?.column == 513)
        #expect(error?.description.hasPrefix("1:513: [0][0][0][0][0][0][0][0]…(498 more)…[0][0][0][0][0][0]: ") == true)
    }

    @Test("views and modifiers nested more than 512 deep are an error")
    func tooDeepViews() {
        let modifiers = Array(repeating: #"{"padding": 1}"#, count: 600).joined(separator: ", ")
        let json = #"{"view": {"type": "VStack", "content": [{"type": "Circle", "modifiers": ["# + modifiers + "]}]}}"
        #expect(error(json)?.description == "1:41: view.content[0]: views and modifiers nest more than 512 deep")
    }

    @Test("a modifier object with two keys is an error")
    func modifierWithTwoKeys() {
        #expect(error(#"{"view": {"type": "Circle", "modifiers": [{"padding": 1, "id": "a"}]}}"#)?.description
            == #"1:43: view.modifiers[0]: a modifier is an object with exactly one key, its name (e.g. {"padding": 8}); found "padding", "id""#)
    }

    @Test("an unregistered layout name says how to register layouts")
    func unknownLayout() {
        #expect(error(#"{"view": {"type": "Layout", "name": "Flow"}}"#)?.description
            == #"1:37: view.name: unknown layout "Flow"; expected a registered layout (none are registered: pass them in `layouts:`)"#)
        #expect(error(#"{"view": {"type": "Layout", "name": "Flow"}}"#, layouts: ["Stack": AnyLayout(VStackLayout())])?.message
            == #"unknown layout "Flow"; expected one of: Stack"#)
    }

    @Test("a file's errors start with its name")
    func fileName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-error-\(UUID().uuidString).json")
        try Data(#"{"view": {"type": "Circle", "modifiers": [{"offset": {"x": true}}]}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: SceneError.self) { try SceneFile(contentsOf: url) }
        do {
            _ = try SceneFile(contentsOf: url)
        } catch {
            #expect(error.description == "\(url.lastPathComponent):1:60: view.modifiers[0].offset.x: "
                + #"expected a number, "infinity", "-infinity" or "nan", got true"#)
        }
    }

    @Test("a very long key is shortened in the description and kept whole in the path")
    func longKey() {
        let key = String(repeating: "k", count: 10_000)
        let error = error(#"{"view": {"type": "Circle", ""# + key + #"": 1}}"#)
        #expect(error?.path == "view." + key)
        #expect((error?.description.count ?? .max) < 300)
    }

    @Test("a column counts characters, not bytes")
    func columnsCountCharacters() {
        #expect(error(#"{"view": {"type": "Text", "text": "héllo wörld", "bad": 1}}"#)?.column == 50)
    }

    @Test("every error description is one line")
    func oneLine() {
        let inputs = ["", "{", "\"a\nb\"", #"{"view": {"type": "Text", "text": "a\u000Ab", "bold": 1}}"#,
                      #"{"view": {"type": "Rectangle", "modifiers": [{"id": "a\nb", "padding": 1}]}}"#,
                      #"{"view": {"type": "Color", "name": "re\nd"}}"#, #"{"view": {"type": "Circle", "a\u2028b": 1}}"#,
                      #"{"view": {"type": "Circle", "modifiers": [{"x\ny": 1}]}}"#, #"{"a\rb": 1, "a\rb": 2}"#]
        for input in inputs {
            #expect(error(input)?.description.contains(where: \.isNewline) == false, "\(input)")
        }
    }
}
