# Turns the rendered page into a phone-photo-like JPEG (no text layer).
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(102)
page = Image.open("farouk_2026-1.png").convert("RGB")
W, H = page.size
# put the sheet on a darker desk background, slightly rotated
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))
sheet = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
bg.paste(sheet, ((bg.width - sheet.width) // 2, (bg.height - sheet.height) // 2))
img = bg
# uneven lighting: vignette + shadow from the top-left
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([-img.width * 0.3 + i * 12, -img.height * 0.2 + i * 14,
               img.width * 1.3 - i * 12, img.height * 1.25 - i * 14], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (35, 30, 25))
img = Image.composite(img, dark, mask.point(lambda p: int(120 + p * 135 / 255)))
warm = Image.new("RGB", img.size, (255, 240, 215))
img = ImageChops.multiply(img, warm)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.5)
img.save("../../cvs/IMG_20260914_183201.jpg", quality=82)
print(img.size)
