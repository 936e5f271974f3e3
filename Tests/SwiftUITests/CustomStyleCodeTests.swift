// Custom styles as apps write them: `makeBody(configuration:)`, the configuration's views, and
// the control made from a configuration inside a style's body. Only `import SwiftUI`.
import SwiftUI
import Testing

/// A progress bar drawn as a capsule 100 points long at full progress.
private struct CapsuleProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 8).id("fill")
    }
}

/// The platform's progress view, padded: `ProgressView(configuration)` inside a style.
private struct PaddedProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(10)
    }
}

/// A built-in style's body reused by a custom one.
private struct Spinner: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        CircularProgressViewStyle().makeBody(configuration: configuration)
    }
}

/// A checkbox row that shows the platform's toggle beside a fixed mark.
private struct Marked: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: 12, height: 12)
            Toggle(configuration).id("inner")
        }
    }
}

/// A primitive style wrapping the platform's button in a margin.
private struct Margin: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(6)
    }
}

/// A form drawn as a plain column.
private struct Column: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) { configuration.content }
    }
}

/// A card group box: its label over its content, padded 12.
private struct Card: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            configuration.content
        }
        .padding(12)
    }
}

/// A disclosure group that shows its content only when expanded, with no chevron row.
private struct Bare: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// Labeled content with its label above its content.
private struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.label
            configuration.content
        }
    }
}

/// A text field padded inside a rounded outline, as apps commonly style fields.
private struct Outlined: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
    }
}

@MainActor private func size(_ view: some View, _ width: CGFloat = 300, _ height: CGFloat = 300) -> CGSize? {
    LayoutHost(view.id("root")).layout(in: ProposedViewSize(width: width, height: height)).frame(of: "root")?.size
}

@Suite("SwiftUI code: custom styles")
@MainActor
struct CustomStyleCodeTests {
    @Test("a custom progress view style's body is what lays out")
    func progressStyleBody() {
        let result = LayoutHost(ProgressView(value: 0.3).progressViewStyle(CapsuleProgress()))
            .layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.frame(of: "fill")?.size == CGSize(width: 30, height: 8))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("ProgressView(configuration) in a style draws the platform's progress view")
    func progressViewFromConfiguration() throws {
        // A linear bar fills the width offered, so the padded one is as wide and 20 taller.
        let plain = try #require(size(ProgressView(value: 0.5)))
        let padded = try #require(size(ProgressView(value: 0.5).progressViewStyle(PaddedProgress())))
        #expect(padded == CGSize(width: plain.width, height: plain.height + 20))
    }

    @Test("a built-in style's makeBody draws that style")
    func builtInMakeBody() {
        #expect(size(ProgressView(value: 0.5).progressViewStyle(Spinner())) == size(ProgressView(value: 0.5).progressViewStyle(.circular)))
    }

    @Test("the style outside a custom style draws the view its body makes from the configuration")
    func stylesCompose() {
        // PaddedProgress is innermost: its ProgressView(configuration) is drawn by CapsuleProgress.
        let result = LayoutHost(ProgressView(value: 0.5).progressViewStyle(PaddedProgress()).progressViewStyle(CapsuleProgress()))
            .layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.frame(of: "fill")?.size == CGSize(width: 50, height: 8))
    }

    @Test("Toggle(configuration) in a toggle style draws the platform's toggle, once")
    func toggleFromConfiguration() throws {
        let plain = try #require(size(Toggle(isOn: .constant(true)) { Color.clear.frame(width: 40, height: 20) }.fixedSize()))
        let marked = try #require(size(Toggle(isOn: .constant(true)) { Color.clear.frame(width: 40, height: 20) }
            .fixedSize().toggleStyle(Marked())))
        #expect(marked.width == plain.width + 12)
    }

    @Test("Button(configuration) in a primitive button style draws the platform's button")
    func buttonFromConfiguration() throws {
        let plain = try #require(size(Button {} label: { Color.clear.frame(width: 40, height: 20) }))
        let margined = try #require(size(Button {} label: { Color.clear.frame(width: 40, height: 20) }.buttonStyle(Margin())))
        #expect(margined == CGSize(width: plain.width + 12, height: plain.height + 12))
    }

    @Test("a custom form style lays out the form's content as its body says")
    func formStyleBody() {
        let form = Form {
            Color.clear.frame(width: 50, height: 10)
            Color.clear.frame(width: 70, height: 10)
        }
        #expect(size(form.formStyle(Column())) == CGSize(width: 70, height: 24))
    }

    @Test("a custom group box style lays out the label and content as its body says")
    func groupBoxStyleBody() {
        let box = GroupBox { Color.clear.frame(width: 50, height: 30) } label: { Color.clear.frame(width: 20, height: 10) }
        #expect(size(box.groupBoxStyle(Card())) == CGSize(width: 74, height: 64))
    }

    @Test("GroupBox(configuration) in a group box style draws the platform's box")
    func groupBoxFromConfiguration() throws {
        struct Boxed: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding(1) }
        }
        let content = Color.clear.frame(width: 50, height: 30)
        let plain = try #require(size(GroupBox { content }))
        let boxed = try #require(size(GroupBox { content }.groupBoxStyle(Boxed())))
        #expect(boxed == CGSize(width: plain.width + 2, height: plain.height + 2))
    }

    @Test("a disclosure group style reads the expansion binding")
    func disclosureGroupStyleExpansion() {
        let label = Color.clear.frame(width: 40, height: 10)
        let content = Color.clear.frame(width: 60, height: 20)
        let open = DisclosureGroup(isExpanded: .constant(true)) { content } label: { label }
        let closed = DisclosureGroup(isExpanded: .constant(false)) { content } label: { label }
        #expect(size(open.disclosureGroupStyle(Bare())) == CGSize(width: 60, height: 30))
        #expect(size(closed.disclosureGroupStyle(Bare())) == CGSize(width: 40, height: 10))
    }

    @Test("a labeled content style stacks the label over the content")
    func labeledContentStyleBody() {
        let labeled = LabeledContent { Color.clear.frame(width: 30, height: 10) } label: { Color.clear.frame(width: 50, height: 12) }
        #expect(size(labeled.labeledContentStyle(Stacked())) == CGSize(width: 50, height: 24))
    }

    @Test("a custom text field style draws the plain field inside its body")
    func textFieldStyleBody() throws {
        let plain = try #require(size(TextField("Email", text: .constant("")).textFieldStyle(.plain)))
        let outlined = try #require(size(TextField("Email", text: .constant("")).textFieldStyle(Outlined())))
        #expect(outlined == CGSize(width: plain.width, height: plain.height + 20))
    }

    @Test("a custom text field style applies to secure fields")
    func secureFieldStyle() throws {
        let plain = try #require(size(SecureField("Password", text: .constant("")).textFieldStyle(.plain)))
        let outlined = try #require(size(SecureField("Password", text: .constant("")).textFieldStyle(Outlined())))
        #expect(outlined.height == plain.height + 20)
    }

    @Test("a built-in text field style inside a custom one wins")
    func builtInInsideCustom() {
        let field = TextField("Email", text: .constant(""))
        #expect(size(field.textFieldStyle(.roundedBorder).textFieldStyle(Outlined())) == size(field.textFieldStyle(.roundedBorder)))
    }
}
