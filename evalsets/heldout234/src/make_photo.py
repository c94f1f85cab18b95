"""Turns su_peining_2026_page.png into a phone photo of a printed page (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance, ImageChops
random.seed(234)
page = Image.open("su_peining_2026_page.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))            # the printed text is in the upper part
page = ImageEnhance.Color(page).enhance(0.9)
# paper tint
tint = Image.new("RGB", page.size, (246, 240, 228))
page = ImageChops.multiply(page, tint)
# background (desk) and rotation
bg = Image.new("RGB", (page.width + 160, page.height + 160), (92, 78, 64))
bg.paste(page, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient + vignette
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    a = int(255 * (i / 60) ** 1.6)
    d.ellipse([-W * 0.25 + i * W * 0.012, -H * 0.3 + i * H * 0.012,
               W * 1.15 - i * W * 0.01, H * 1.25 - i * H * 0.01], fill=a)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(bg).enhance(0.62)
bg = Image.composite(bg, dark, shade)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, ImageEnhance.Brightness(noise).enhance(1.9)), 0.18)
bg.save("../cvs/IMG_20261103_091542.jpg", quality=82)
print("saved", bg.size)
