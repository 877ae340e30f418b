import Foundation
import Testing

/// The SwiftUI face cannot run here, so its reads are held to the face reads the other tests
/// count: the views that draw rows, placeholders and the states around them may reach the model
/// through these members only. A read of `model.presentation` (every field at once, so every
/// change would redraw every row) fails here.
struct FaceReadsTests {
  /// The members of the model the row-drawing views may use: the counted reads, and the events
  /// and commands they send.
  static let allowed: Set<String> = [
    "rows", "edgeRows", "listContent", "refreshStatus", "showsPreviousQuery", "revealGate",
    "rowAppeared", "rowDisappeared", "placeholderDisappeared", "placeholdersOnScreen", "retry",
  ]
  /// The views of `Sources/AsyncListUI` that draw rows, placeholders and the states around them.
  static let views = [
    "AsyncListRows.swift", "AsyncListRow.swift", "AsyncListEdgeRow.swift", "PlaceholderRunView.swift",
    "AsyncListStateOverlay.swift",
  ]

  @Test(arguments: views) func aRowViewReadsTheModelThroughItsFaceReadsOnly(file: String) throws {
    let members = try Self.modelMembers(in: file)
    #expect(!members.isEmpty, "\(file) reads the model somewhere")
    #expect(members.subtracting(Self.allowed).isEmpty, "\(file) reads \(members.subtracting(Self.allowed).sorted())")
  }

  /// No file of either face reads the coarse values, whose every change would reach it: the
  /// whole presentation, or the counters.
  @Test(arguments: ["AsyncListUI", "AsyncListUIKit"]) func noFaceReadsTheWholePresentation(face: String) throws {
    let folder = Self.sources.appendingPathComponent(face)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 5)
    for file in files {
      let members = Self.members(in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
      #expect(members.isDisjoint(with: ["presentation", "metrics"]), "\(face)/\(file) reads \(members.sorted())")
    }
  }

  @Test func aPresentationReadIsCaught() {
    let injected = "let presentation = model.presentation\nlet rows = model.rows"
    #expect(Self.members(in: injected) == ["presentation", "rows"])
  }

  /// The members named after `model.` in a source file of the SwiftUI face.
  static func modelMembers(in file: String) throws -> Set<String> {
    let url = sources.appendingPathComponent("AsyncListUI/\(file)")
    return members(in: try String(contentsOf: url, encoding: .utf8))
  }

  /// The package's `Sources` folder.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The members named after `model.` in Swift source, comments left out.
  static func members(in source: String) -> Set<String> {
    let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    let pattern = /\bmodel\.([A-Za-z_][A-Za-z0-9_]*)/
    return Set(code.matches(of: pattern).map { String($0.output.1) })
  }
}
