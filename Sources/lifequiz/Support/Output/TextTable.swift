import DisplayWidth

/// Rows of cells laid out in columns measured in display columns, so Chinese text lines up.
/// When the table is wider than the terminal, the widest wrappable columns narrow and their
/// cells wrap inside the column: a row may take several lines, but columns stay columns.
struct TextTable {
    enum Alignment { case left, right }

    struct Column {
        var alignment: Alignment = .left
        /// Whether cells of this column may wrap; short fixed columns (numbers, marks) never do.
        var wraps = true
        /// Narrowed only once the other wrappable columns are as narrow as they go: names that
        /// read badly broken (`applicationDidBecomeActive(` / `_:)`) before prose that wraps well.
        var narrowsLast = false
        /// When the table is wider than the terminal, this column's cells leave the row for a line
        /// of their own under it (`↳ userNotifications (iOS 10+)`), rather than wrap a few letters a line.
        var spillsBelow = false
    }

    var columns: [Column]
    var header: [StyledText]?
    var rows: [[StyledText]]
    /// Spaces before the first column.
    var indent = 0
    /// Spaces between columns.
    var gap = 1
    /// A wrappable column is never narrowed below this.
    var minimumWidth = 10
    /// Shown instead, one after another, when this table is wider than the terminal: the same
    /// cells in fewer columns (two lists rather than side by side), so no name breaks mid-word.
    var narrowLayout: [TextTable] = []

    /// The table's lines, fitted to `width` columns when given (a terminal), else at natural width.
    func lines(fitting width: Int?) -> [StyledText] {
        let allRows = (header.map { [$0] } ?? []) + rows
        let natural = columnWidths(of: allRows, fitting: nil)
        let naturalWidth = indent + natural.reduce(0, +) + gap * max(0, columns.count - 1)
        if let width, naturalWidth > width, !narrowLayout.isEmpty {
            return narrowLayout.enumerated().flatMap { index, table in
                (index == 0 ? [] : [StyledText("")]) + table.lines(fitting: width)
            }
        }
        if let width, naturalWidth > width,
           let spilled = columns.firstIndex(where: \.spillsBelow) {
            var narrower = self
            narrower.columns.remove(at: spilled)
            narrower.header = header.map { Self.removing(spilled, from: $0) }
            narrower.rows = rows.map { Self.removing(spilled, from: $0) }
            let under = String(repeating: " ", count: indent + (natural.first ?? 0) + gap)
            let widths = narrower.columnWidths(of: (narrower.header.map { [$0] } ?? []) + narrower.rows, fitting: width)
            let headerLines = narrower.header.map { narrower.lines(of: $0, widths: widths, style: .dim) } ?? []
            return headerLines + rows.indices.flatMap { index in
                let cell = spilled < rows[index].count ? rows[index][spilled] : StyledText("")
                let below = cell.plainText.isEmpty ? [] : (StyledText(under + "↳ ") + cell).wrapped(to: width)
                return narrower.lines(of: narrower.rows[index], widths: widths, style: nil) + below
            }
        }
        let widths = columnWidths(of: allRows, fitting: width)
        return allRows.enumerated().flatMap { index, row in
            lines(of: row, widths: widths, style: index == 0 && header != nil ? .dim : nil)
        }
    }

    private static func removing(_ column: Int, from row: [StyledText]) -> [StyledText] {
        column < row.count ? Array(row[..<column] + row[(column + 1)...]) : row
    }

    private func columnWidths(of rows: [[StyledText]], fitting width: Int?) -> [Int] {
        var widths = columns.indices.map { column in
            rows.map { column < $0.count ? displayColumns(of: $0[column].plainText) : 0 }.max() ?? 0
        }
        guard let width else { return widths }
        let available = width - indent - gap * max(0, columns.count - 1)
        // Narrow the widest wrappable column a column at a time until the table fits.
        while widths.reduce(0, +) > available {
            let candidates = columns.indices.filter { columns[$0].wraps && widths[$0] > minimumWidth }
            let first = candidates.filter { !columns[$0].narrowsLast }
            guard let widest = (first.isEmpty ? candidates : first).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        return widths
    }

    private func lines(of row: [StyledText], widths: [Int], style: TextStyle?) -> [StyledText] {
        let cells: [[StyledText]] = columns.indices.map { column in
            let cell = column < row.count ? row[column] : StyledText("")
            let styled = style.map { StyledText(cell.plainText, $0) } ?? cell
            return displayColumns(of: styled.plainText) > widths[column] ? styled.wrapped(to: widths[column], hard: true) : [styled]
        }
        let height = cells.map(\.count).max() ?? 1
        return (0..<height).map { lineIndex in
            var line = StyledText(String(repeating: " ", count: indent))
            for column in columns.indices {
                let part = lineIndex < cells[column].count ? cells[column][lineIndex] : StyledText("")
                let padding = String(repeating: " ", count: max(0, widths[column] - displayColumns(of: part.plainText)))
                let isLast = column == columns.count - 1
                switch columns[column].alignment {
                case .left: line = line + part + StyledText(isLast ? "" : padding)
                case .right: line = line + StyledText(padding) + part
                }
                if !isLast { line = line + StyledText(String(repeating: " ", count: gap)) }
            }
            return line.trimmingTrailingSpaces()
        }
    }
}
