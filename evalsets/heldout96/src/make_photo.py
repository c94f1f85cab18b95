# Turns src/vukovic_page.png into a phone-photo-like JPEG in cvs/ (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(96)
page = Image.open("vukovic_page.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (88, 74, 60))  # wooden desk
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(88, 74, 60))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# uneven lighting: darker towards bottom-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 120):
    d.ellipse([-bg.width * 0.3 + i * 6, -bg.height * 0.3 + i * 8,
               bg.width * 1.2 - i * 4, bg.height * 1.25 - i * 5], fill=int(i * 1.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(bg).enhance(0.55)
img = Image.composite(bg, dark, shade)
img = ImageEnhance.Color(img).enhance(0.85)
# warm tint
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v + 8)), g, b.point(lambda v: max(0, v - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/IMG_20261103_091244.jpg", quality=82)
