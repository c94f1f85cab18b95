"""Turns the rendered page into a phone photo of a printed sheet (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(240)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 78, 64))  # wooden desk
page = page.rotate(-2.1, expand=True, fillcolor=(92, 78, 64), resample=Image.BICUBIC)
bg.paste(page, ((bg.width-page.width)//2, (bg.height-page.height)//2))
# lighting gradient + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, bg.width, 4):
    d.rectangle([i, 0, i+4, bg.height], fill=int(70 * i / bg.width))
vig = Image.new("L", bg.size, 0)
ImageDraw.Draw(vig).ellipse([-bg.width*0.25, -bg.height*0.2, bg.width*1.25, bg.height*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
dark = Image.new("RGB", bg.size, (0, 0, 0))
img = Image.composite(bg, dark, vig)
img = Image.composite(Image.new("RGB", bg.size, (20, 16, 10)), img, shade.point(lambda v: v // 2))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img = ImageEnhance.Color(img).enhance(0.9)
img.save(dst, "JPEG", quality=82)
