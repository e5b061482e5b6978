import Foundation
import ProsceniumSyntax
import Testing

@Suite struct XcodeProjectSynchronizedFolderTests {
  static let root = "/work/Synced"

  static func targets() throws -> (app: XcodeProject.Target, widget: XcodeProject.Target) {
    let project = try XcodeProject.read(
      pbxproj: Data(XcodeProjectFixtures.synchronized.utf8),
      projectFolder: root,
      path: root + "/Synced.xcodeproj"
    )
    let app = try #require(project.targets.first { $0.name == "App" })
    let widget = try #require(project.targets.first { $0.name == "Widget" })
    return (app, widget)
  }

  @Test func resolvesFoldersAtTheTopAndInsideGroups() throws {
    let (app, widget) = try Self.targets()
    #expect(app.synchronizedFolders == [Self.root + "/App"])
    #expect(widget.synchronizedFolders == [Self.root + "/Features/Widgets"])
    #expect(app.platforms == ["iOS"])
    #expect(app.deploymentTargets == ["iOS": "18.0"])
  }

  @Test func compilesSwiftFilesAnywhereInTheFolder() throws {
    let (app, widget) = try Self.targets()
    #expect(app.compiles(Self.root + "/App/ContentView.swift"))
    #expect(app.compiles(Self.root + "/App/Screens/Deep/Detail.swift"))
    #expect(!app.compiles(Self.root + "/App/Notes.md"))
    #expect(!app.compiles(Self.root + "/AppTests/ContentViewTests.swift"))
    #expect(widget.compiles(Self.root + "/Features/Widgets/Widget.swift"))
    #expect(!widget.compiles(Self.root + "/App/ContentView.swift"))
  }

  @Test func membershipExceptionsLeaveFilesAndFoldersOutOfTheirTarget() throws {
    let (app, widget) = try Self.targets()
    #expect(app.excludedFiles.contains(Self.root + "/App/Legacy/Old.swift"))
    #expect(!app.compiles(Self.root + "/App/Legacy/Old.swift"))
    #expect(app.compiles(Self.root + "/App/Legacy/Current.swift"))
    #expect(!app.compiles(Self.root + "/App/Preview Content/PreviewData.swift"))
    #expect(!widget.compiles(Self.root + "/Features/Widgets/Resources/Bundle/Template.swift"))
  }

  @Test func exceptionsForATargetWithoutTheFolderLendItThoseFiles() throws {
    let (app, widget) = try Self.targets()
    #expect(widget.sourceFiles == [Self.root + "/App/Shared/Formatter.swift"])
    #expect(widget.compiles(Self.root + "/App/Shared/Formatter.swift"))
    #expect(app.compiles(Self.root + "/App/Shared/Formatter.swift"))
  }
}
