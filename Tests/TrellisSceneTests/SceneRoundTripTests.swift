import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// Each view and modifier of the scene format is the Trellis view or modifier of the same name
/// (docs/scene-format.md): a scene lays out exactly as the same tree written in Swift.
@Suite("SceneFile round trips")
@MainActor
struct SceneRoundTripTests {
    /// Lays out `json` (a whole scene) and `view` with the scene's proposal and environment, and
    /// expects the same views, frames, proposals and diagnostics.
    func expectSameLayout<V: View>(
        _ json: String, _ view: V, layouts: [String: AnyLayout] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let scene = try SceneFile(json: json, layouts: layouts)
        let decoded = scene.layout(fonts: .testFont)
        let written = view.layout(in: scene.proposal ?? .unspecified, environment: scene.environment, fonts: .testFont)
        #expect(decoded.elements.count > 1 || !decoded.elements.isEmpty, sourceLocation: sourceLocation)
        #expect(decoded.size == written.size, sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.name) == written.elements.map(\.name), sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.exactFrame) == written.elements.map(\.exactFrame), sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.proposal) == written.elements.map(\.proposal), sourceLocation: sourceLocation)
        #expect(decoded.elements.map(\.id) == written.elements.map(\.id), sourceLocation: sourceLocation)
        #expect(decoded.diagnostics == written.diagnostics, sourceLocation: sourceLocation)
        #expect(decoded.description == written.description, sourceLocation: sourceLocation)
    }

    @Test("shapes and colors")
    func shapesAndColors() throws {
        try expectSameLayout("""
            {"proposal": {"width": 120, "height": 400}, "view": {"type": "VStack", "content": [
              {"type": "Rectangle", "modifiers": [{"id": "rectangle"}]},
              {"type": "Circle"}, {"type": "Ellipse"}, {"type": "Capsule", "style": "circular"},
              {"type": "RoundedRectangle", "cornerRadius": 8},
              {"type": "RoundedRectangle", "cornerSize": {"width": 4, "height": 6}, "style": "circular"},
              {"type": "Color", "name": "red"},
              {"type": "Color", "name": "blue", "opacity": 0.5},
              {"type": "Color", "red": 0.2, "green": 0.4, "blue": 0.6, "opacity": 0.8},
              {"type": "Color", "white": 0.5}
            ]}}
            """,
            VStack {
                Rectangle().id("rectangle")
                Circle()
                Ellipse()
                Capsule(style: .circular)
                RoundedRectangle(cornerRadius: 8)
                RoundedRectangle(cornerSize: CGSize(width: 4, height: 6), style: .circular)
                Color.red
                Color.blue.opacity(0.5)
                Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
                Color(white: 0.5)
            })
    }

    @Test("stand-ins, fixed and flexible")
    func standIns() throws {
        try expectSameLayout("""
            {"proposal": {"width": 300, "height": 100}, "view": {"type": "HStack", "spacing": 0, "content": [
              {"type": "StandIn", "fixed": {"width": 40, "height": 20}},
              {"type": "StandIn", "fixed": [30, 10]},
              {"type": "StandIn", "minWidth": 10, "idealWidth": 50, "maxWidth": 90, "maxHeight": 30},
              {"type": "StandIn"}
            ]}}
            """,
            HStack(spacing: 0) {
                StandIn.fixed(width: 40, height: 20)
                StandIn.fixed(width: 30, height: 10)
                StandIn.flexible(minWidth: 10, idealWidth: 50, maxWidth: 90, maxHeight: 30)
                StandIn.flexible()
            })
    }

    @Test("stacks, spacers, dividers and groups")
    func stacks() throws {
        try expectSameLayout("""
            {"proposal": {"width": 200, "height": 200}, "view": {"type": "VStack", "alignment": "leading", "spacing": 4, "content": [
              {"type": "HStack", "alignment": "bottom", "content": [
                {"type": "StandIn", "fixed": {"width": 20, "height": 30}},
                {"type": "Spacer", "minLength": 12},
                {"type": "Group", "content": [{"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"id": "g"}]}, {"type": "Circle"}]}
              ]},
              {"type": "Divider"},
              {"type": "ZStack", "alignment": "bottomTrailing", "content": [
                {"type": "Rectangle"}, {"type": "StandIn", "fixed": {"width": 5, "height": 5}, "modifiers": [{"id": "z"}]}
              ]},
              {"type": "Spacer"}
            ]}}
            """,
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .bottom) {
                    StandIn.fixed(width: 20, height: 30)
                    Spacer(minLength: 12)
                    Group {
                        StandIn.fixed(width: 10, height: 10).id("g")
                        Circle()
                    }
                }
                Divider()
                ZStack(alignment: .bottomTrailing) {
                    Rectangle()
                    StandIn.fixed(width: 5, height: 5).id("z")
                }
                Spacer()
            })
    }

    @Test("grids, rows and the grid cell modifiers")
    func grids() throws {
        try expectSameLayout("""
            {"proposal": {"width": 300, "height": 300}, "view": {"type": "Grid", "alignment": "topLeading", "horizontalSpacing": 3, "verticalSpacing": 5, "content": [
              {"type": "GridRow", "alignment": "bottom", "content": [
                {"type": "StandIn", "fixed": {"width": 40, "height": 20}, "modifiers": [{"gridColumnAlignment": "trailing"}]},
                {"type": "StandIn", "fixed": {"width": 10, "height": 30}, "modifiers": [{"gridCellAnchor": "bottomTrailing"}]},
                {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"gridCellAnchor": {"x": 0.25, "y": 0.75}}]}
              ]},
              {"type": "GridRow", "content": [
                {"type": "Rectangle", "modifiers": [{"gridCellColumns": 2}, {"gridCellUnsizedAxes": "horizontal"}]},
                {"type": "Color", "name": "red", "modifiers": [{"gridCellUnsizedAxes": ["horizontal", "vertical"]}]}
              ]},
              {"type": "Divider"}
            ]}}
            """,
            Grid(alignment: .topLeading, horizontalSpacing: 3, verticalSpacing: 5) {
                GridRow(alignment: .bottom) {
                    StandIn.fixed(width: 40, height: 20).gridColumnAlignment(.trailing)
                    StandIn.fixed(width: 10, height: 30).gridCellAnchor(.bottomTrailing)
                    StandIn.fixed(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                }
                GridRow {
                    Rectangle().gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
                    Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
                }
                Divider()
            })
    }

    @Test("ViewThatFits")
    func viewThatFits() throws {
        try expectSameLayout("""
            {"proposal": {"width": 50, "height": 50}, "view": {"type": "ViewThatFits", "in": "horizontal", "content": [
              {"type": "StandIn", "fixed": {"width": 80, "height": 10}},
              {"type": "StandIn", "fixed": {"width": 40, "height": 10}, "modifiers": [{"id": "fits"}]}
            ]}}
            """,
            ViewThatFits(in: .horizontal) {
                StandIn.fixed(width: 80, height: 10)
                StandIn.fixed(width: 40, height: 10).id("fits")
            })
    }

    @Test("a registered custom layout")
    func customLayout() throws {
        try expectSameLayout("""
            {"view": {"type": "Layout", "name": "BasicVStack", "content": [
              {"type": "StandIn", "fixed": {"width": 40, "height": 20}}, {"type": "Circle"}
            ]}}
            """,
            AnyLayout(BasicVStack()) {
                StandIn.fixed(width: 40, height: 20)
                Circle()
            },
            layouts: ["BasicVStack": AnyLayout(BasicVStack())])
    }

    @Test("both frame modifiers")
    func frames() throws {
        try expectSameLayout("""
            {"proposal": {"width": 200, "height": 200}, "view": {"type": "VStack", "content": [
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 30, "height": null, "alignment": "topLeading"}}]},
              {"type": "Circle", "modifiers": [{"frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": "infinity", "maxHeight": 40, "alignment": "bottom"}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"frame": {"height": 30}}]}
            ]}}
            """,
            VStack {
                Rectangle().frame(width: 30, height: nil, alignment: .topLeading)
                Circle().frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, maxHeight: 40, alignment: .bottom)
                StandIn.fixed(width: 10, height: 10).frame(height: 30)
            })
    }

    @Test("every padding form")
    func padding() throws {
        try expectSameLayout("""
            {"view": {"type": "VStack", "spacing": 0, "content": [
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"padding": {}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"padding": 3}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"padding": {"edges": "horizontal"}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"padding": {"edges": ["top", "leading"], "length": 5}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"padding": {"length": 7}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"padding": {"top": 1, "leading": 2, "trailing": 4}}]}
            ]}}
            """,
            VStack(spacing: 0) {
                StandIn.fixed(width: 10, height: 10).padding()
                StandIn.fixed(width: 10, height: 10).padding(3)
                StandIn.fixed(width: 10, height: 10).padding(.horizontal)
                StandIn.fixed(width: 10, height: 10).padding([.top, .leading], 5)
                StandIn.fixed(width: 10, height: 10).padding(.all, 7)
                StandIn.fixed(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4))
            })
    }

    @Test("fixedSize and layoutPriority")
    func fixedSizeAndPriority() throws {
        try expectSameLayout("""
            {"proposal": {"width": 100, "height": 50}, "view": {"type": "HStack", "content": [
              {"type": "Rectangle", "modifiers": [{"fixedSize": true}]},
              {"type": "Circle", "modifiers": [{"fixedSize": {"horizontal": false, "vertical": true}}]},
              {"type": "StandIn", "minWidth": 0, "idealWidth": 60, "maxWidth": 80, "modifiers": [{"layoutPriority": 1}]}
            ]}}
            """,
            HStack {
                Rectangle().fixedSize()
                Circle().fixedSize(horizontal: false, vertical: true)
                StandIn.flexible(minWidth: 0, idealWidth: 60, maxWidth: 80).layoutPriority(1)
            })
    }

    @Test("offset and position")
    func offsetAndPosition() throws {
        try expectSameLayout("""
            {"proposal": {"width": 100, "height": 100}, "view": {"type": "ZStack", "content": [
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"offset": {"x": 5, "y": -3}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"offset": {"y": 7}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"position": {"x": 20, "y": 30}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"position": {"x": 20}}]}
            ]}}
            """,
            ZStack {
                StandIn.fixed(width: 10, height: 10).offset(x: 5, y: -3)
                StandIn.fixed(width: 10, height: 10).offset(y: 7)
                StandIn.fixed(width: 10, height: 10).position(x: 20, y: 30)
                StandIn.fixed(width: 10, height: 10).position(x: 20)
            })
    }

    @Test("aspectRatio with a ratio, a size and none")
    func aspectRatio() throws {
        try expectSameLayout("""
            {"proposal": {"width": 90, "height": 300}, "view": {"type": "VStack", "content": [
              {"type": "Rectangle", "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fit"}}]},
              {"type": "Rectangle", "modifiers": [{"aspectRatio": {"ratio": {"width": 3, "height": 1}, "contentMode": "fill"}}]},
              {"type": "StandIn", "idealWidth": 20, "idealHeight": 10, "modifiers": [{"aspectRatio": {"ratio": null, "contentMode": "fit"}}]},
              {"type": "StandIn", "idealWidth": 20, "idealHeight": 10, "modifiers": [{"aspectRatio": {"contentMode": "fill"}}]}
            ]}}
            """,
            VStack {
                Rectangle().aspectRatio(2, contentMode: .fit)
                Rectangle().aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill)
                StandIn.flexible(idealWidth: 20, idealHeight: 10).aspectRatio(nil, contentMode: .fit)
                StandIn.flexible(idealWidth: 20, idealHeight: 10).aspectRatio(contentMode: .fill)
            })
    }

    @Test("overlay and background")
    func overlayAndBackground() throws {
        try expectSameLayout("""
            {"view": {"type": "StandIn", "fixed": {"width": 50, "height": 30}, "modifiers": [
              {"overlay": {"alignment": "topTrailing", "content": {"type": "StandIn", "fixed": {"width": 8, "height": 8}, "modifiers": [{"id": "badge"}]}}},
              {"background": {"content": {"type": "Color", "name": "blue", "modifiers": [{"padding": -4}]}}}
            ]}}
            """,
            StandIn.fixed(width: 50, height: 30)
                .overlay(alignment: .topTrailing) { StandIn.fixed(width: 8, height: 8).id("badge") }
                .background { Color.blue.padding(-4) })
    }

    @Test("alignmentGuide with a constant and from another guide, in both axes")
    func alignmentGuides() throws {
        try expectSameLayout("""
            {"view": {"type": "VStack", "alignment": "leading", "content": [
              {"type": "HStack", "alignment": "center", "content": [
                {"type": "StandIn", "fixed": {"width": 10, "height": 40}},
                {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"alignmentGuide": {"vertical": "center", "value": 0}}]},
                {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"alignmentGuide": {"vertical": "center", "from": "bottom", "offset": 2}}]}
              ]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"alignmentGuide": {"horizontal": "leading", "value": -20}}]},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"alignmentGuide": {"horizontal": "leading", "from": "trailing"}}]}
            ]}}
            """,
            VStack(alignment: .leading) {
                HStack(alignment: .center) {
                    StandIn.fixed(width: 10, height: 40)
                    StandIn.fixed(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { _ in 0 }
                    StandIn.fixed(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.bottom] + 2 }
                }
                StandIn.fixed(width: 10, height: 10).alignmentGuide(.leading) { _ in -20 }
                StandIn.fixed(width: 10, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
            })
    }

    @Test("the fixtures' alignmentGuide form: \"guide\" is horizontal unless only vertical or \"axis\" says so")
    func legacyAlignmentGuide() throws {
        try expectSameLayout("""
            {"view": {"type": "HStack", "content": [
              {"type": "StandIn", "fixed": {"width": 10, "height": 40}},
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [
                {"alignmentGuide": {"guide": "center", "axis": "vertical", "value": 0}},
                {"alignmentGuide": {"guide": "center", "value": 3}},
                {"alignmentGuide": {"guide": "top", "from": "bottom", "offset": 1}}
              ]}
            ]}}
            """,
            HStack {
                StandIn.fixed(width: 10, height: 40)
                StandIn.fixed(width: 10, height: 10)
                    .alignmentGuide(VerticalAlignment.center) { _ in 0 }
                    .alignmentGuide(HorizontalAlignment.center) { _ in 3 }
                    .alignmentGuide(.top) { d in d[.bottom] + 1 }
            })
    }

    @Test("environment values")
    func environment() throws {
        try expectSameLayout("""
            {"proposal": {"width": 60, "height": 200}, "view": {"type": "HStack", "spacing": 0, "content": [
              {"type": "StandIn", "fixed": {"width": 10, "height": 10}, "modifiers": [{"id": "first"}]},
              {"type": "Text", "text": "one two three four five"}
            ], "modifiers": [{"environment": {"layoutDirection": "rightToLeft", "font": "caption", "lineLimit": 2,
                                              "truncationMode": "middle", "multilineTextAlignment": "center",
                                              "lineSpacing": 3, "minimumScaleFactor": 0.5}}]}}
            """,
            HStack(spacing: 0) {
                StandIn.fixed(width: 10, height: 10).id("first")
                Text("one two three four five")
            }
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.font, .caption)
            .environment(\.lineLimit, 2)
            .environment(\.truncationMode, .middle)
            .environment(\.multilineTextAlignment, .center)
            .environment(\.lineSpacing, 3)
            .environment(\.minimumScaleFactor, 0.5))
    }

    @Test("text and the text modifiers")
    func text() throws {
        try expectSameLayout("""
            {"proposal": {"width": 120, "height": 400}, "view": {"type": "VStack", "content": [
              {"type": "Text", "text": "Title", "modifiers": [{"font": "largeTitle"}, {"bold": true}, {"id": "title"}]},
              {"type": "Text", "verbatim": "Verbatim 123", "modifiers": [{"italic": true}, {"monospacedDigit": true}, {"fontWeight": "semibold"}]},
              {"type": "Text", "text": "A longer paragraph that wraps onto several lines", "modifiers": [
                {"lineLimit": 2}, {"truncationMode": "head"}, {"multilineTextAlignment": "trailing"},
                {"lineSpacing": 4}, {"minimumScaleFactor": 0.8}]},
              {"type": "Text", "text": "No limit", "modifiers": [{"lineLimit": null}, {"fontWeight": null}, {"bold": false}, {"italic": false}]}
            ], "modifiers": [{"font": {"size": 13, "weight": "light", "design": "rounded"}}, {"bold": true}, {"italic": true}, {"fontWeight": "heavy"}, {"monospacedDigit": true}]}}
            """,
            VStack {
                Text("Title").font(.largeTitle).bold().id("title")
                Text(verbatim: "Verbatim 123").italic().monospacedDigit().fontWeight(.semibold)
                Text("A longer paragraph that wraps onto several lines")
                    .lineLimit(2).truncationMode(.head).multilineTextAlignment(.trailing).lineSpacing(4).minimumScaleFactor(0.8)
                Text("No limit").lineLimit(nil).fontWeight(nil).bold(false).italic(false)
            }
            .font(.system(size: 13, weight: .light, design: .rounded)).bold().italic().fontWeight(.heavy).monospacedDigit())
    }

    @Test("every font form")
    func fonts() throws {
        try expectSameLayout("""
            {"view": {"type": "VStack", "content": [
              {"type": "Text", "text": "a", "modifiers": [{"font": "title3"}]},
              {"type": "Text", "text": "b", "modifiers": [{"font": {"style": "headline", "design": "serif", "weight": "bold"}}]},
              {"type": "Text", "text": "c", "modifiers": [{"font": {"size": 21}}]},
              {"type": "Text", "text": "d", "modifiers": [{"font": {"custom": "DejaVu Serif", "size": 14}}]},
              {"type": "Text", "text": "e", "modifiers": [{"font": {"custom": "DejaVu Serif", "size": 14, "relativeTo": "caption", "weight": "medium"}}]},
              {"type": "Text", "text": "f", "modifiers": [{"font": {"custom": "DejaVu Serif", "fixedSize": 9, "italic": true, "monospacedDigit": true}}]},
              {"type": "Text", "text": "g", "modifiers": [{"font": null}]}
            ]}}
            """,
            VStack {
                Text("a").font(.title3)
                Text("b").font(.system(.headline, design: .serif, weight: .bold))
                Text("c").font(.system(size: 21))
                Text("d").font(.custom("DejaVu Serif", size: 14))
                Text("e").font(.custom("DejaVu Serif", size: 14, relativeTo: .caption).weight(.medium))
                Text("f").font(.custom("DejaVu Serif", fixedSize: 9).italic().monospacedDigit())
                Text("g").font(nil)
            })
    }

    @Test("a scene's proposal, layout direction and display scale")
    func sceneKeys() throws {
        let scene = try SceneFile(json: """
            {"proposal": {"width": 101, "height": null}, "layoutDirection": "rightToLeft", "displayScale": 3,
             "view": {"type": "HStack", "content": [{"type": "Rectangle", "modifiers": [{"id": "a"}]}, {"type": "Divider"}]}}
            """)
        #expect(scene.proposal == ProposedViewSize(width: 101, height: nil))
        #expect(scene.environment.layoutDirection == .rightToLeft)
        #expect(scene.environment.displayScale == 3)
        try expectSameLayout("""
            {"proposal": {"width": 101, "height": null}, "layoutDirection": "rightToLeft", "displayScale": 3,
             "view": {"type": "HStack", "content": [{"type": "Rectangle", "modifiers": [{"id": "a"}]}, {"type": "Divider"}]}}
            """,
            HStack { Rectangle().id("a"); Divider() })
    }

    @Test("the proposal's named forms", arguments: [
        ("\"unspecified\"", ProposedViewSize.unspecified), ("\"zero\"", .zero), ("\"infinity\"", .infinity),
        ("{\"width\": \"infinity\"}", ProposedViewSize(width: .infinity, height: nil)),
    ])
    func proposals(_ json: String, _ proposal: ProposedViewSize) throws {
        #expect(try SceneFile(json: #"{"proposal": "# + json + #", "view": {"type": "Circle"}}"#).proposal == proposal)
    }

    @Test("a scene without a proposal is laid out at its ideal size")
    func noProposal() throws {
        let scene = try SceneFile(json: #"{"view": {"type": "StandIn", "idealWidth": 33, "idealHeight": 22}}"#)
        #expect(scene.proposal == nil)
        #expect(scene.layout(fonts: .testFont).size == CGSize(width: 33, height: 22))
    }

    @Test("a view decoded from a JSON value keeps its path for errors")
    func decodeViewAtAPath() throws {
        let root = try JSONValue(parsing: #"{"cases": [{"view": {"type": "Circle", "modifiers": [{"id": 3}]}}]}"#)
        let view = try #require(root["cases"]?.elements?.first?["view"])
        #expect(throws: SceneError.self) { try view.decodeView() }
        do {
            _ = try view.decodeView()
        } catch {
            #expect(error.path == "cases[0].view.modifiers[0].id")
        }
    }

    @Test("a scene inside a larger object reads its own keys and leaves the ignored ones")
    func ignoredKeys() throws {
        let root = try JSONValue(parsing: #"{"name": "x", "view": {"type": "Circle"}, "expect": {}}"#)
        #expect(throws: SceneError.self) { try SceneFile(root) }
        _ = try SceneFile(root, ignoringKeys: ["name", "expect"])
    }

    @Test("scroll positions, pinned sections and scrollClipDisabled")
    func scrollingAndSections() throws {
        let rows = (0 ..< 10).map { #"{"type": "Color", "name": "blue", "modifiers": [{"frame": {"width": 200, "height": 20}}, {"id": "r\#($0)"}]}"# }
        let json = """
            {"proposal": {"width": 300, "height": 100}, "view": {"type": "ScrollView", "content": [
              {"type": "LazyVStack", "spacing": 0, "pinnedViews": ["sectionHeaders"], "content": [
                {"type": "Section", "header": {"type": "StandIn", "fixed": {"width": 200, "height": 24}, "modifiers": [{"id": "header"}]},
                 "content": [\(rows.joined(separator: ", "))]}
              ]}
            ], "modifiers": [{"scrollPosition": {"y": 30}}, {"scrollClipDisabled": false}, {"id": "scroll"}]}}
            """
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0 ..< 1, id: \.self) { _ in
                    Section {
                        ForEach(0 ..< 10, id: \.self) { Color.blue.frame(width: 200, height: 20).id("r\($0)") }
                    } header: {
                        StandIn.fixed(width: 200, height: 24).id("header")
                    }
                }
            }
        }
        .scrollPosition(.constant(ScrollPosition(y: 30)))
        .scrollClipDisabled(false)
        .id("scroll")
        try expectSameLayout(json, view)
        // Scrolled 30: the header sticks to the top, over row 0 (at 24 − 30).
        let result = try SceneFile(json: json).layout(fonts: .testFont)
        #expect(result.frame(of: "header")?.minY == 0)
        #expect(result.frame(of: "r0")?.minY == -6)
    }
}
