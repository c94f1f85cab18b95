from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(138)
im = Image.open('page.png').convert('RGB')
im = im.crop((0, 0, im.width, int(im.height*0.62)))
im = im.rotate(-2.1, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 70))
w, h = im.size
shade = Image.new('L', (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse((-w*0.2+i*8, -h*0.2+i*8, w*1.2-i*8, h*1.2-i*8), fill=int(i*4.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (w, h), (40, 36, 30))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 120+v)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w*h//12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-25, 25)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save('../../cvs/IMG_20261102_093114.jpg', quality=82)
