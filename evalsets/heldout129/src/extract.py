import sys, subprocess, pathlib
from docx import Document
HERE = pathlib.Path(__file__).resolve().parent
CVS = HERE.parent / 'cvs'
PHOTO_TEXT = {'IMG_20261103_214512.jpg': HERE / 'nian_xiaomin_2026_page_text.txt'}
def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding='utf-8')
    if p.suffix == '.pdf':
        return subprocess.run(['pdftotext', str(p), '-'], capture_output=True, text=True, check=True).stdout
    if p.suffix == '.docx':
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return '\n'.join(parts)
    return p.read_text(encoding='utf-8')
if __name__ == '__main__':
    print(text_of(sys.argv[1]))
