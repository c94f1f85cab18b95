"""Turns yu_page.png (pdftoppm -r 150 of yu_chenxi_photo_page.pdf) into a phone photo JPG."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(127)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'yu_page.png')).convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 78, 64))  # desk
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(im, ((bg.width-im.width)//2, (bg.height-im.height)//2))
# shading: darker towards the bottom-right, vignette
shade = Image.new('L', bg.size, 0); d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width*0.3 + i*2, -bg.height*0.3 + i*2, bg.width*1.3 - i*2, bg.height*1.3 - i*2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', bg.size, (30, 25, 20))
img = Image.composite(bg, dark, shade.point(lambda v: min(255, 90 + v)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(img.width*img.height//12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
img.save(os.path.join(here, '..', 'cvs', 'IMG_20251104_213355.jpg'), quality=82)
