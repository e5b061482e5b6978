import ProsceniumCheck
import Testing

/// Edge cases of `availability_guard`: which guards count, which forms of an API are new.
@Suite struct AvailabilityGuardTests {
  private func lines(_ code: String, settings: ProjectSettings = CatalogSnippet.iOS16) throws -> [Int] {
    try CatalogSnippet.lines("availability_guard", code, settings: settings)
  }

  @Test func elseBranchOfAnAvailabilityCheckIsNotGuarded() throws {
    let code = """
      var body: some View {
        if #available(iOS 26, *) {
          Text("a").glassEffect()
        } else {
          Text("b").glassEffect()
        }
      }
      """
    #expect(try lines(code) == [5])
  }

  @Test func unavailableCheckGuardsItsElseBranch() throws {
    let code = """
      func style(_ view: some View) -> some View {
        if #unavailable(iOS 26) {
          return AnyView(view)
        } else {
          return AnyView(view.glassEffect())
        }
      }
      """
    #expect(try lines(code).isEmpty)
  }

  @Test func introducedLabelAndUnavailablePlatformsCount() throws {
    let code = """
      @available(iOS, introduced: 17.0)
      struct EmptyState: View {
        var body: some View { ContentUnavailableView("None", systemImage: "tray") }
      }

      @available(iOS, unavailable)
      struct Glass: View {
        var body: some View { Text("x").glassEffect() }
      }

      @available(iOS, deprecated: 17.0)
      struct Old: View {
        var body: some View { ContentUnavailableView("None", systemImage: "tray") }
      }
      """
    #expect(try lines(code) == [13])
  }

  @Test func guardsReachIntoClosuresAndNestedDeclarations() throws {
    let code = """
      struct Feed: View {
        var body: some View {
          if #available(iOS 17, *), isReady {
            List(items) { item in
              Row(item).overlay { ContentUnavailableView("None", systemImage: "tray") }
            }
          }
        }
      }
      """
    #expect(try lines(code).isEmpty)
  }

  @Test func platformBlocksNarrowTheCheckedPlatforms() throws {
    let code = """
      struct Card: View {
        var body: some View {
          #if os(iOS)
          Text("phone").focusable()
          #else
          Text("tv").focusable()
          #endif
        }
      }
      """
    // `focusable(_:)` is iOS 17 but tvOS 15: only the iOS branch needs a guard.
    #expect(try lines(code, settings: CatalogSnippet.iOSAndTVOS16) == [4])
  }

  @Test func negatedAndCombinedPlatformConditions() throws {
    let code = """
      #if !os(iOS)
      let a = Text("a").glassEffect()
      #endif
      #if os(iOS) || os(tvOS)
      let b = Text("b").glassEffect()
      #endif
      #if canImport(FoundationModels)
      let c = Text("c").glassEffect()
      #endif
      #if DEBUG
      let d = Text("d").glassEffect()
      #endif
      #if canImport(UIKit)
      let e = Text("e").glassEffect()
      #elseif canImport(AppKit)
      let f = Text("f").glassEffect()
      #endif
      """
    #expect(try lines(code) == [5, 11, 14])
  }

  @Test func eachPlatformNeedsItsOwnGuard() throws {
    let code = """
      let a = Text("a").glassEffect()
      """
    let findings = try CatalogSnippet.findings("availability_guard", code, settings: CatalogSnippet.iOSAndTVOS16)
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("iOS 26, tvOS 26") == true)
    let tvOnly = try CatalogSnippet.findings(
      "availability_guard", "let a = Text(\"a\").inspector(isPresented: $shown) { Text(\"i\") }",
      settings: CatalogSnippet.tvOS16)
    #expect(tvOnly.isEmpty, "inspector does not exist on tvOS: nothing to guard there")
  }

  @Test func onChangeFormsAreToldApart() throws {
    let code = """
      let v = Text("x")
        .onChange(of: a) { newValue in print(newValue) }
        .onChange(of: b) { print($0) }
        .onChange(of: c, perform: handle)
        .onChange(of: d) { old, new in print(old, new) }
        .onChange(of: e) { reload() }
        .onChange(of: f, initial: true) { reload() }
        .onChange(of: g) { print($1) }
        .onChange(of: h, reloadAll)
      """
    #expect(try lines(code) == [5, 6, 7, 8, 9])
  }

  @Test func argumentFormsOfModifiersAndAttributes() throws {
    let code = """
      struct Settings: View {
        @Environment(Router.self) private var router
        @Environment(\\.dismiss) private var dismiss
        @FocusState private var focused: Bool

        var body: some View {
          Button("Save") {}
            .buttonStyle(.glass)
            .buttonStyle(.plain)
            .task { await load() }
        }
      }

      #Preview(traits: .sizeThatFitsLayout) {
        Settings()
      }

      @available(iOS 17, *)
      #Preview("Large", traits: .sizeThatFitsLayout) {
        Settings()
      }

      func configureTips() throws {
        try Tips.configure()
        try settings.configure()
      }
      """
    let found = try lines(code)
    #expect(found == [2, 8, 14, 24])
  }

  @Test func backportsAndProjectTypesAreNotApple() throws {
    let code = """
      let a = Text("a").backport.glassEffect()
      let b = Tab("Home", systemImage: "house") { HomeView() }
      """
    let withOwnTab = try CatalogSnippet.lines(
      "availability_guard", code, otherFiles: ["Sources/App/Tab.swift": "enum Tab { case home }"],
      settings: CatalogSnippet.iOS16)
    #expect(withOwnTab.isEmpty)
    #expect(try lines(code) == [2])
  }

  @Test func watchAndMacFilesAreNotCheckedAgainstIOSTargets() throws {
    let code = "let a = Text(\"a\").glassEffect()"
    let watch = try CatalogSnippet.lines(
      "availability_guard", code, path: "Sources/WatchApp/Views/Bubble.swift", settings: CatalogSnippet.iOS16)
    #expect(watch.isEmpty)
    #expect(try lines("import AppKit\n" + code).isEmpty)
    #expect(try lines("import SwiftUI\n" + code) == [2])
  }

  @Test func tvOSFoldersUseOnlyTheTVOSTarget() throws {
    let code = "let a = Text(\"a\").focusable()"
    let tvFolder = try CatalogSnippet.lines(
      "availability_guard", code, path: "ShowcaseTV/Views/Card.swift", settings: CatalogSnippet.iOSAndTVOS16)
    #expect(tvFolder.isEmpty, "focusable(_:) is tvOS 15")
    #expect(try lines(code, settings: CatalogSnippet.iOSAndTVOS16) == [1])
  }

  @Test func theTargetsPlatformsWinOverFolderNames() throws {
    let code = "let a = Text(\"a\").focusable()"
    // An iOS target whose folder happens to end in 'TV' (a TV-guide app): the project says iOS.
    let iOSOnly = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)], platforms: [.iOS])
    let flagged = try CatalogSnippet.lines(
      "availability_guard", code, path: "GuideTV/Views/Card.swift", settings: iOSOnly)
    #expect(flagged == [1], "focusable(_:) is iOS 17")
  }

  @Test func otherPlatformsOnlyMeanSilence() throws {
    let code = "let a = Text(\"a\").glassEffect()"
    let macOS = ProjectSettings(deploymentTargets: [.macOS: OSVersion(13)])
    #expect(try lines(code, settings: macOS).isEmpty)
    let minorVersion = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16, 4)])
    #expect(try lines("let s = Text(\"x\").presentationCornerRadius(12)", settings: minorVersion).isEmpty)
    #expect(try lines("let s = Text(\"x\").presentationCornerRadius(12)").count == 1)
  }
}
