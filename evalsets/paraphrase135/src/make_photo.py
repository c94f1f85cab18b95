"""Turn the rendered Shi Wendi page into a phone-photo JPEG (no text layer)."""
import random, subprocess, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(135)
here = os.path.dirname(os.path.abspath(__file__))
b = os.path.join(here, "build")
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", os.path.join(b, "shi_wendi_page.pdf"), os.path.join(b, "shi_wendi_page")], check=True)
subprocess.run(["pdftotext", "-layout", os.path.join(b, "shi_wendi_page.pdf"), os.path.join(here, "shi_wendi_photo_text.txt")], check=True)
page = Image.open(os.path.join(b, "shi_wendi_page.png")).convert("RGB")
W, H = page.size
canvas = Image.new("RGB", (W + 160, H + 160), (92, 78, 64))  # wooden desk
canvas.paste(page, (80, 80))
canvas = canvas.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards bottom-right, vignette
shade = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(shade)
cw, ch = canvas.size
for i in range(0, max(cw, ch), 8):
    d.ellipse([cw/2 - i, ch/2 - i*1.2, cw/2 + i, ch/2 + i*1.2], outline=min(255, int(i / max(cw, ch) * 150)), width=8)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", canvas.size, (0, 0, 0))
canvas = Image.composite(dark, canvas, shade)
canvas = ImageEnhance.Color(canvas).enhance(0.85)
px = canvas.load()
for y in range(ch):
    for x in range(0, cw, 1):
        if random.random() < 0.08:
            r, g, bb = px[x, y]; n = random.randint(-18, 18)
            px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, bb + n)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
warm = Image.new("RGB", canvas.size, (255, 236, 200))
canvas = Image.blend(canvas, warm, 0.08)
os.makedirs(os.path.join(here, "..", "cvs"), exist_ok=True)
canvas.save(os.path.join(here, "..", "cvs", "IMG_20261103_施闻笛简历.jpg"), quality=80)
