/// A TSV imports as Anki's stock Basic note type, whose CSS centres everything and knows none of
/// lifequiz's classes. So each element the note types style gets that style inline, from the same
/// values as `NoteType.css`, and each side is wrapped in a left-aligned block.
enum InlineStyle {
    /// The markup that opens an element, and what it becomes.
    private static let replacements: [(String, String)] = [
        (#"<div class="lq-kind">"#, #"<div class="lq-kind" style="font-size:.7em;letter-spacing:.04em;color:#86868b;margin-bottom:.5em">"#),
        (#"<div class="lq-badge">"#,
         #"<div class="lq-badge" style="display:inline-block;font-size:.75em;font-weight:600;padding:.05em .55em;border-radius:1em;background:#e8f0fe;color:#1a5fb4;margin-bottom:.4em">"#),
        (#"<div class="lq-label">"#, #"<div class="lq-label" style="font-size:.72em;font-weight:600;color:#86868b;margin-bottom:.15em">"#),
        (#"<div class="lq-prompt">"#, #"<div class="lq-prompt" style="font-size:.8em;color:#86868b;font-style:italic">"#),
        (#"<div class="lq-field lq-title">"#, #"<div class="lq-field lq-title" style="margin:.4em 0 .9em;font-weight:600">"#),
        (#"<div class="lq-field lq-sources">"#, #"<div class="lq-field lq-sources" style="margin:1.4em 0 0;font-size:.72em;color:#86868b;overflow-wrap:anywhere">"#),
        (#"<div class="lq-field "#, #"<div style="margin:.4em 0 .9em" class="lq-field "#),
        ("<pre>", #"<pre style="text-align:left;background:rgba(127,127,127,.12);padding:.7em .9em;border-radius:8px;font-size:.8em;line-height:1.45;white-space:pre-wrap;overflow-wrap:anywhere">"#),
        (#"<ol class="lq-sequence""#, #"<ol style="padding-left:1.8em;margin:.3em 0;text-align:left" class="lq-sequence""#),
        (#"<div class="lq-phase">"#, #"<div class="lq-phase" style="font-size:.8em;font-weight:600;color:#86868b;margin-top:.6em">"#),
        ("<li><code>", #"<li><code style="overflow-wrap:anywhere">"#),
        (#"<li class="lq-differs"><code>"#, #"<li class="lq-differs" style="background:rgba(255,196,0,.22)"><code style="overflow-wrap:anywhere">"#),
        (#"<div class="lq-cast">"#, #"<div class="lq-cast" style="font-size:.72em;color:#86868b;margin-top:.5em">"#),
    ]

    private static let side = #"<div style="text-align:left;max-width:42em;margin:0 auto;line-height:1.55">"#

    /// One card side, styled for the Basic note type. One pass, the first matching markup winning:
    /// replacing each in turn restyled what an earlier one had styled (a sources block got the
    /// plain fields' style as a second attribute, which HTML ignores).
    static func styled(_ html: String) -> String {
        var styled = side
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            styled += rest[..<open]
            rest = rest[open...]
            if let (plain, replacement) = replacements.first(where: { rest.hasPrefix($0.0) }) {
                styled += replacement
                rest = rest.dropFirst(plain.count)
            } else {
                styled += "<"
                rest = rest.dropFirst()
            }
        }
        return styled + rest + "</div>"
    }
}
