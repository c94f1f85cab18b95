"""Render bian_liheng_2026.html to a page, then make a phone photo (.jpg, no text layer)."""
import random, subprocess, sys, pymupdf
from PIL import Image, ImageFilter, ImageDraw
subprocess.run([sys.executable, "src/build_pdf.py", "src/bian_liheng_2026.html", "src/bian_liheng_2026_page.pdf"], check=True)
doc = pymupdf.open("src/bian_liheng_2026_page.pdf")
open("src/bian_liheng_2026_page.txt", "w", encoding="utf-8").write(doc[0].get_text())
doc[0].get_pixmap(dpi=150).save("src/bian_liheng_2026_page.png")
im = Image.open("src/bian_liheng_2026_page.png").convert("RGB")
W, H = im.size
# paper on a darker desk, rotated
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 84, 74))
bg.paste(im, (int(W * 0.06), int(H * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: light from the top left, vignette
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
w, h = bg.size
for i in range(0, 60):
    dr.rectangle([i * w // 120, i * h // 120, w - i * w // 120, h - i * h // 120], outline=int(120 - 2 * i))
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", bg.size, (0, 0, 0))
bg = Image.composite(dark, bg, shade)
grad = Image.linear_gradient("L").resize(bg.size).rotate(45)
bg = Image.composite(Image.new("RGB", bg.size, (40, 35, 30)), bg, grad.point(lambda v: v // 5))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
px = bg.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("cvs/IMG_20261103_184512.jpg", quality=82)
