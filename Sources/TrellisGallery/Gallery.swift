import Foundation
import Trellis

/// One built-in example scene: a view written as for SwiftUI and the size it is shown at.
///
/// ```swift
/// for scene in GalleryScene.all {
///     let result = scene.view.layout(in: scene.proposal)
/// }
/// ```
public struct GalleryScene: Sendable {
    /// A short name, usable as a file name: `settings`, `profile-card`.
    public let name: String
    /// A title for people: "Settings screen".
    public let title: String
    /// What the scene shows off.
    public let summary: String
    /// The size the scene is laid out in.
    public let proposal: ProposedViewSize
    /// The safe-area insets of the window it is laid out in (a phone's bars); none by default.
    public let safeAreaInsets: EdgeInsets
    private let makeView: @Sendable () -> AnyView
    /// The view of the scene's second state, for a scene that shows a change (`GallerySceneStates.swift`).
    var makeNextView: (@Sendable () -> AnyView)? = nil
    /// The animation of the change to the second state; `nil` for a scene of one state.
    public internal(set) var animation: Animation? = nil

    /// The scene's view.
    public var view: AnyView { makeView() }

    /// Creates a scene.
    public init(
        name: String, title: String, summary: String, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
        view: @escaping @Sendable () -> AnyView
    ) {
        self.safeAreaInsets = safeAreaInsets
        self.name = name
        self.title = title
        self.summary = summary
        self.proposal = proposal
        self.makeView = view
    }

    /// Every built-in scene, in gallery order.
    public static let all: [GalleryScene] = [
        GalleryScene(
            name: "settings", title: "Settings screen",
            summary: "Grouped rows: icons, labels, trailing values and toggles, pushed apart by spacers.",
            proposal: ProposedViewSize(width: 390, height: 420)) { AnyView(SettingsScreen()) },
        GalleryScene(
            name: "profile-card", title: "Profile card",
            summary: "An avatar, wrapped text with a line limit, a capsule button and a row of equal-width stats.",
            proposal: ProposedViewSize(width: 390, height: 300)) { AnyView(ProfileCardScene()) },
        GalleryScene(
            name: "chat", title: "Chat thread",
            summary: "Bubbles that wrap their text and hug one side, kept off the other by a minimum spacer length.",
            proposal: ProposedViewSize(width: 390, height: 440)) { AnyView(ChatThread()) },
        GalleryScene(
            name: "tags", title: "Flow of tags",
            summary: "A custom Layout that wraps capsules onto new lines, written exactly as for SwiftUI.",
            proposal: ProposedViewSize(width: 390, height: 260)) { AnyView(TagFlowScene()) },
        GalleryScene(
            name: "dashboard", title: "Dashboard grid",
            summary: "A Grid of metric cards, one spanning two columns, and a bar chart aligned to its bottom.",
            proposal: ProposedViewSize(width: 390, height: 460)) { AnyView(DashboardScene()) },
        GalleryScene(
            name: "feed", title: "Scrolling feed",
            summary: "A scroll view of a lazy stack of posts under a section header; posts past the bottom are out of sight.",
            proposal: ProposedViewSize(width: 390, height: 440)) { AnyView(FeedScene()) },
        GalleryScene(
            name: "pinned-feed", title: "Feed with pinned headers, scrolled",
            summary: "Two days of posts under pinned headers, scrolled to a post: its day's header sticks to the top, over it.",
            proposal: ProposedViewSize(width: 390, height: 440)) { AnyView(PinnedFeedScene()) },
        GalleryScene(
            name: "photos", title: "Adaptive photo grid",
            summary: "A lazy grid with as many columns of at least 100 points as fit, square tiles, in a scroll view: only the lines near what shows are made.",
            proposal: ProposedViewSize(width: 390, height: 600)) { AnyView(PhotoGridScene()) },
        GalleryScene(
            name: "carousel", title: "Paging carousel",
            summary: "Cards sized with containerRelativeFrame from their scroll views: one featured card a page with the next peeking past the margins, and a shelf of two-fifths-wide cards.",
            proposal: ProposedViewSize(width: 390, height: 520)) { AnyView(CarouselScene()) },
        GalleryScene(
            name: "stickers", title: "Stickers",
            summary: "Drawing that moves no frame: a custom star Shape filled and stroked, a rotated sale tag, a dashed ring, a scaled and a blurred card, a border, shadows.",
            proposal: ProposedViewSize(width: 390, height: 340)) { AnyView(StickersScene()) },
        GalleryScene(
            name: "chart", title: "Bar chart",
            summary: "Bars sized from what a GeometryReader reads: as wide as the plot allows, as tall as their share.",
            proposal: ProposedViewSize(width: 390, height: 300)) { AnyView(ChartScene()) },
        GalleryScene(
            name: "inset-bars", title: "Bars in the safe area",
            summary: "A conversation on an iPhone 16: title and composer bars added with safeAreaInset, their backgrounds under the status bar and home indicator.",
            proposal: ProposedViewSize(LayoutHost.Screen.iPhone16.size), safeAreaInsets: LayoutHost.Screen.iPhone16.safeAreaInsets
        ) { AnyView(InsetBarScene()) },
        GalleryScene(
            name: "tabs", title: "Tab bar",
            summary: "An indicator under the selected tab, placed from the tab's anchor preference by the bar's overlay.",
            proposal: ProposedViewSize(width: 390, height: 240)) { AnyView(TabsScene()) },
        GalleryScene(
            name: "spatial-cards", title: "Spatial cards",
            summary: "Cards fanned out in depth, as on visionOS: each 8 points deep, a ZStack putting each in front of the one before, and a badge held at a panel's front face.",
            proposal: ProposedViewSize(width: 390, height: 340)) { AnyView(SpatialCardsScene()) },
        GalleryScene(
            name: "profile-header", title: "Profile header",
            summary: "An avatar image made as a PNG in code and scaled to fill its frame, labels with SF Symbol placeholders sized for their fonts, and labeled rows.",
            proposal: ProposedViewSize(width: 390, height: 360)) { AnyView(ProfileHeaderScene()) },
        GalleryScene(
            name: "login", title: "Login screen",
            summary: "Controls at iOS 26's sizes: rounded text fields, a secure field, a switch that fills its row, a large prominent button and a plain one.",
            proposal: ProposedViewSize(width: 390, height: 520)) { AnyView(LoginScene()) },
        GalleryScene(
            name: "settings-form", title: "Settings form",
            summary: "An iOS Settings screen as a Form: sections with headers and a footer, rows with trailing values on rounded cards, separators between them.",
            proposal: ProposedViewSize(width: 390, height: 700)) { AnyView(SettingsFormScene()) },
        GalleryScene(
            name: "styles", title: "Styles in the dark",
            summary: "The dark colour scheme: a gradient title shown through a text mask, secondary and tertiary labels, trimmed progress rings, a gradient card with uneven corners, a tinted bar.",
            proposal: ProposedViewSize(width: 390, height: 420)) { AnyView(StylesScene()) },
        GalleryScene(
            name: "profile-switch", title: "Profile switch",
            summary: "Two states: an AnyLayout switched from an HStack to a radial layout under a spring, each avatar keeping its identity; animated SVG, frame strip.",
            proposal: ProposedViewSize(width: 390, height: 300), animation: .spring(duration: 0.5, bounce: 0.2),
            view: { AnyView(ProfileSwitchScene(isRadial: false)) }, then: { AnyView(ProfileSwitchScene(isRadial: true)) }),
        GalleryScene(
            name: "app-list", title: "App: the list",
            summary: "The first of three screens: a tab bar, and in its first tab a NavigationStack with a large title over a list whose rows push a mailbox.",
            proposal: ProposedViewSize(width: 390, height: 700)) { AnyView(AppShellScene()) },
        GalleryScene(
            name: "app-detail", title: "App: the pushed detail",
            summary: "The second screen, a row's NavigationLink followed: the mailbox under an inline title with a back button, above the tab bar.",
            proposal: ProposedViewSize(width: 390, height: 700)) { AnyView(AppShellScene(path: ["Inbox"])) },
        GalleryScene(
            name: "app-sheet", title: "App: a sheet at a medium detent",
            summary: "The third screen: Compose presents a sheet at the medium detent over the dimmed detail, which stays laid out beneath it.",
            proposal: ProposedViewSize(width: 390, height: 700)) { AnyView(AppShellScene(path: ["Inbox"], composes: true)) },
    ]

    /// The scene called `name`, if there is one.
    public static func named(_ name: String) -> GalleryScene? {
        all.first { $0.name == name }
    }
}

/// The grey behind grouped content, as in iOS settings.
let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

// MARK: - Settings screen

/// A settings screen: two groups of rows.
struct SettingsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle).bold().padding(.horizontal, 16).id("settings.title")
            SettingsGroup(id: "settings.network") {
                SettingsRow(icon: .blue, label: "Wi-Fi", value: "Home", toggle: nil).id("settings.wifi")
                Divider().padding(.leading, 56)
                SettingsRow(icon: .blue, label: "Bluetooth", value: nil, toggle: true).id("settings.bluetooth")
                Divider().padding(.leading, 56)
                SettingsRow(icon: .green, label: "Cellular", value: nil, toggle: false)
            }
            SettingsGroup(id: "settings.general") {
                SettingsRow(icon: .red, label: "Notifications", value: nil, toggle: nil)
                Divider().padding(.leading, 56)
                SettingsRow(icon: .pink, label: "Sounds & Haptics", value: nil, toggle: nil).id("settings.sounds")
                Divider().padding(.leading, 56)
                SettingsRow(icon: .indigo, label: "Focus", value: "Off", toggle: nil)
            }
            Spacer(minLength: 0)
        }
        .padding(.top, 24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(groupedBackground)
    }
}

/// White rounded card holding rows.
struct SettingsGroup<Content: View>: View {
    let id: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .background(RoundedRectangle(cornerRadius: 10).fill(.white))
            .padding(.horizontal, 16)
            .id(id)
    }
}

/// One row: an icon square, a label, then a value, a toggle or a chevron.
struct SettingsRow: View {
    let icon: Color
    let label: String
    let value: String?
    let toggle: Bool?

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6).fill(icon).frame(width: 28, height: 28)
            Text(label).font(.body)
            Spacer()
            if let value {
                Text(value).font(.body).foregroundColor(.gray)
            }
            if let toggle {
                ZStack(alignment: toggle ? .trailing : .leading) {
                    Capsule().fill(toggle ? Color.green : Color(white: 0.88)).frame(width: 51, height: 31)
                    Circle().fill(.white).frame(width: 27, height: 27).padding(2)
                }
            } else {
                Text("›").font(.title3).foregroundColor(.gray)
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

// MARK: - Profile card

/// A profile card with an avatar, a bio and statistics.
struct ProfileCardScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle().fill(.orange).frame(width: 56, height: 56).id("profile.avatar")
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline).id("profile.name")
                    Text("Analyst of engines").font(.subheadline).foregroundColor(.gray)
                }
                Spacer()
                Text("Follow").font(.subheadline).bold().foregroundColor(.white)
                    .padding(.horizontal, 14).padding(.vertical, 6)
                    .background(Capsule().fill(.blue))
                    .id("profile.follow")
            }
            Text("Wrote the first published algorithm for a machine that did not exist yet, and saw that it could compose music.")
                .font(.body).lineLimit(3).id("profile.bio")
            HStack(spacing: 8) {
                Stat(value: "1843", label: "Notes").id("profile.stat.notes")
                Stat(value: "3", label: "Tables")
                Stat(value: "∞", label: "Loops")
            }
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 16).fill(.white))
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(groupedBackground)
        .id("profile.screen")
    }
}

/// A number over its label in a tinted box; boxes share the row's width.
struct Stat: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.title3).bold()
            Text(label).font(.caption).foregroundColor(.gray)
        }
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 0.93, green: 0.95, blue: 1)))
    }
}

// MARK: - Chat thread

/// A conversation: incoming bubbles on the leading side, outgoing ones on the trailing side.
struct ChatThread: View {
    static let messages: [(outgoing: Bool, text: String)] = [
        (false, "Did the engine finish the Bernoulli numbers?"),
        (true, "Almost. The loop needs one more card."),
        (false, "One more card? That sounds like a small thing."),
        (true, "It is the whole trick: the same cards, used again."),
        (false, "Then it can compose music too!"),
        (true, "Give it the rules & it will <compose> anything."),
    ]

    var body: some View {
        VStack(spacing: 8) {
            Text("Charles").font(.headline).padding(.vertical, 8).id("chat.header")
            ForEach(0..<Self.messages.count) { index in
                Bubble(outgoing: Self.messages[index].outgoing, text: Self.messages[index].text).id("chat.bubble.\(index)")
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }
}

/// One chat bubble, hugging its side of the thread.
struct Bubble: View {
    let outgoing: Bool
    let text: String

    var body: some View {
        HStack(spacing: 0) {
            if outgoing { Spacer(minLength: 60) }
            Text(text).font(.body).foregroundColor(outgoing ? .white : .black)
                .padding(.horizontal, 12).padding(.vertical, 8)
                .background(RoundedRectangle(cornerRadius: 18).fill(outgoing ? Color.blue : Color(white: 0.91)))
            if !outgoing { Spacer(minLength: 60) }
        }
    }
}

// MARK: - Tag flow

/// Places subviews left to right at their ideal sizes, starting a new line when the next one
/// would not fit the proposed width: a custom layout, as a SwiftUI developer writes one.
public struct FlowLayout: Layout {
    /// The space between neighbours on a line and between lines.
    public var spacing: CGFloat

    /// Creates a flow with the given spacing.
    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    /// The flow's size: as wide as its widest line, as tall as its lines.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = arrange(width: proposal.width, subviews: subviews)
        let width = lines.map { $0.last.map { $0.frame.maxX } ?? 0 }.max() ?? 0
        let height = lines.last?.last.map { $0.frame.maxY } ?? 0
        return CGSize(width: width, height: height)
    }

    /// Places each subview at its place in the flow.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for line in arrange(width: bounds.width, subviews: subviews) {
            for item in line {
                subviews[item.index].place(
                    at: CGPoint(x: bounds.minX + item.frame.minX, y: bounds.minY + item.frame.minY),
                    proposal: ProposedViewSize(item.frame.size))
            }
        }
    }

    private func arrange(width: CGFloat?, subviews: Subviews) -> [[(index: Int, frame: CGRect)]] {
        let available = width ?? .infinity
        var lines: [[(index: Int, frame: CGRect)]] = [[]]
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if x > 0, x + size.width > available {
                y += lineHeight + spacing
                x = 0
                lineHeight = 0
                lines.append([])
            }
            lines[lines.count - 1].append((index, CGRect(origin: CGPoint(x: x, y: y), size: size)))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return lines
    }
}

/// Topic tags flowing onto several lines.
struct TagFlowScene: View {
    static let tags = [
        "layout", "SwiftUI", "Linux", "proposals", "alignment guides", "stacks", "grids",
        "text metrics", "kerning", "pixel rounding", "spacing", "priorities", "custom layouts", "SVG",
    ]
    static let colors: [Color] = [.blue, .purple, .teal, .orange, .pink, .indigo, .green]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Topics").font(.title2).bold().id("tags.title")
            FlowLayout(spacing: 8) {
                ForEach(0..<Self.tags.count) { index in
                    Text(Self.tags[index]).font(.subheadline).foregroundColor(.white)
                        .padding(.horizontal, 12).padding(.vertical, 6)
                        .background(Capsule().fill(Self.colors[index % Self.colors.count]))
                        .id("tags.tag.\(index)")
                }
            }
            .id("tags.flow")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

// MARK: - Dashboard grid

/// A dashboard: metric cards in a grid and a bar chart.
struct DashboardScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Today").font(.title).bold().id("dashboard.title")
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    MetricCard(title: "Visitors", value: "12 480", tint: .blue).id("dashboard.visitors")
                    MetricCard(title: "Sign-ups", value: "342", tint: .green).id("dashboard.signups")
                }
                GridRow {
                    MetricCard(title: "Revenue", value: "€ 8 915", tint: .orange)
                        .gridCellColumns(2)
                        .id("dashboard.revenue")
                }
                GridRow {
                    MetricCard(title: "Errors", value: "7", tint: .red).id("dashboard.errors")
                    MetricCard(title: "Latency", value: "84 ms", tint: .purple)
                }
            }
            .id("dashboard.grid")
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(0..<12) { index in
                    RoundedRectangle(cornerRadius: 3).fill(index == 9 ? Color.orange : Color.teal)
                        .frame(height: CGFloat([30, 44, 38, 60, 52, 70, 48, 66, 80, 96, 58, 74][index]))
                        .id("dashboard.bar.\(index)")
                }
            }
            .frame(height: 100, alignment: .bottom)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(.white))
            .id("dashboard.chart")
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(groupedBackground)
    }
}

/// A card with a coloured mark, a title and a big number.
struct MetricCard: View {
    let title: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Circle().fill(tint).frame(width: 8, height: 8)
                Text(title).font(.caption).foregroundColor(.gray)
            }
            Text(value).font(.title2).bold()
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(.white))
    }
}
