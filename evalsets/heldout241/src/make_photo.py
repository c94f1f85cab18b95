# Renders yang_haochuan_2026.pdf page 1 to PNG and turns it into a phone photo (no text layer)
import subprocess, random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                os.path.join(here, "yang_haochuan_2026.pdf"), os.path.join(here, "yhc_page")], check=True)
im = Image.open(os.path.join(here, "yhc_page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))  # desk
page = im.rotate(-2.0, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading gradient + vignette
shade = Image.new("L", bg.size, 0); dr = ImageDraw.Draw(shade)
for x in range(bg.width):
    dr.line([(x, 0), (x, bg.height)], fill=int(60 * x / bg.width))
dark = Image.new("RGB", bg.size, (0, 0, 0))
bg = Image.composite(dark, bg, shade)
vig = Image.new("L", bg.size, 0); dv = ImageDraw.Draw(vig)
for i in range(40):
    dv.rectangle([i * 8, i * 8, bg.width - i * 8, bg.height - i * 8], outline=int(90 - i * 2.2))
vig = vig.filter(ImageFilter.GaussianBlur(40))
bg = Image.composite(dark, bg, vig)
bg = ImageEnhance.Color(bg).enhance(0.85)
bg = Image.blend(bg, Image.new("RGB", bg.size, (255, 240, 215)), 0.06)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = bg.load()
for _ in range(bg.width * bg.height // 12):
    x = random.randrange(bg.width); y = random.randrange(bg.height)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20261103_214512.jpg"), quality=82)
print("ok")
