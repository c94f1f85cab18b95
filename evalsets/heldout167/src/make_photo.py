"""Turns src/lorenzo_castiglioni_2026.pdf (page 1) into a phone photo of a printed page."""
import os, random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                os.path.join(here, "lorenzo_castiglioni_2026.pdf"), os.path.join(here, "lc_page")], check=True)
page = Image.open(os.path.join(here, "lc_page.png")).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 74, 58))   # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# uneven lighting: darker towards the lower-right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    box = [-img.width * 0.2 + i * 12, -img.height * 0.2 + i * 14,
           img.width * 1.05 - i * 6, img.height * 1.0 - i * 6]
    d.ellipse(box, fill=int(i * 4.2))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(img).enhance(0.62)
img = Image.composite(img, dark, shade)
img = ImageEnhance.Color(img).enhance(0.9)
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(167)
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
os.remove(os.path.join(here, "lc_page.png"))
