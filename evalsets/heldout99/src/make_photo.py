"""Turn the rendered page ob_page.png into a phone photo ../cvs/IMG_20261104_093312.jpg."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
pg = Image.open("ob_page.png").convert("RGB")
W, H = pg.size
bg = Image.new("RGB", (W + 240, H + 260), (92, 78, 64))  # wooden desk tone
bg.paste(pg, (120, 130))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: brighter top-left, darker bottom-right + vignette
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
w, h = bg.size
for i in range(0, max(w, h), 4):
    v = int(60 * i / max(w, h))
    dr.line([(i, 0), (0, i)], fill=v, width=6)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", bg.size, (0, 0, 0))
bg = Image.composite(dark, bg, shade)
vig = Image.new("L", bg.size, 0)
ImageDraw.Draw(vig).ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, Image.new("RGB", bg.size, (20, 15, 10)), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = ImageChops.add(bg, noise, scale=1.0, offset=-9)
bg = bg.resize((int(w * 0.9), int(h * 0.9)))
bg.save("../cvs/IMG_20261104_093312.jpg", quality=82)
